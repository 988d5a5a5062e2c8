#!/bin/bash
# spim_v2: synthesis attempt (stdout+stderr captured to yosys_out.txt)
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/spim_v2/spim_v2.v .
cat > synth.ys <<EOF2
read_verilog -sv spim_v2.v
synth -top spim_v2
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr spim_v2_netlist.v
EOF2
rm -f spim_v2_netlist.v
yosys -s synth.ys > yosys_out.txt 2>&1
echo "yosys exit code: $?"
