#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# vcore_mon: RTL problems (undriven input-like wire uv_mask, ov_flag driven from two always blocks);
# check -assert right after proc stops the flow; yosys -s vcore.ys > vcore_synth.log 2>&1; exit status kept
cp ../../designs/vcore_mon/vcore_mon.v .
cat > vcore.ys <<EOT
read_verilog vcore_mon.v
hierarchy -check -top vcore_mon
proc
opt_clean
check -assert
synth -top vcore_mon
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr vcore_mon_net.v
EOT
yosys -s vcore.ys > vcore_synth.log 2>&1
echo "exit=$?" > vcore_exit.txt
