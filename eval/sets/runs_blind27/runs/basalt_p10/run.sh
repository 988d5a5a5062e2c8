#!/bin/bash
# basalt_mult8 mapped to OSU035, STA at a relaxed 10 ns clock
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta/*.rpt sta/*.log
mkdir -p rtl syn sta
cp ../../designs/basalt_mult8/basalt_mult8.v rtl/
yosys -l syn/yosys.log -p "
read_verilog rtl/basalt_mult8.v
synth -top basalt_mult8
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr syn/basalt_mult8.mapped.v
" > /dev/null
cat > sta/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/basalt_mult8.mapped.v
link_design basalt_mult8
read_sdc sta/basalt.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
sta -no_splash -exit sta/sta.tcl > sta/sta.log 2>&1
