#!/bin/bash
# same bitonic sorter as bsort_fast, relaxed 20 ns clock; log captured by redirect
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
yosys -s synth.ys > synth_out.log 2>&1
echo "synthesis rc=$?" > exit_codes.txt
sta -no_splash -exit timing.tcl > timing.rpt 2>&1
echo "sta rc=$?" >> exit_codes.txt
