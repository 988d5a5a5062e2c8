#!/bin/bash
# bitonic sorter, liberty-mapped, timed at an aggressive 4 ns clock
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
export OSU035_LIB="$LIB"
mkdir -p rtl && cp ../../designs/bitonic_sort4/bitonic_sort4.v rtl/
cat > synth.ys <<YS
read_verilog rtl/bitonic_sort4.v
synth -top bitonic_sort4 -flatten
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr bitonic_sort4_net.v
YS
yosys -l yosys.log -s synth.ys > /dev/null
echo "yosys exit $?" > status.txt
sta -no_splash -exit sta.tcl > sta.rpt 2>&1
echo "sta exit $?" >> status.txt
