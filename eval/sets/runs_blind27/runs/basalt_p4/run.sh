#!/bin/bash
# same basalt_mult8 RTL as basalt_p10, clock tightened to 4 ns; outputs under out/
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src out
mkdir -p src out
cp ../../designs/basalt_mult8/basalt_mult8.v src/
yosys -p "
read_verilog src/basalt_mult8.v
synth -top basalt_mult8
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr out/basalt_mult8_p4.vg
" > out/basalt_p4.yslog 2>&1
sta -no_splash -exit /dev/stdin > out/basalt_p4_timing.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog out/basalt_mult8_p4.vg
link_design basalt_mult8
read_sdc constraints/tight_250mhz.sdc
report_checks -path_delay max -group_count 3 -endpoint_count 1 -digits 3
report_wns -digits 3
report_tns -digits 3
report_worst_slack -digits 3
TCL
