#!/bin/bash
# mac16 (module MacUnit16): ABC given a 4 ns delay target, then STA at 4 ns
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/mac16/mac16.v .
cat > mac16.ys <<YS
read_verilog mac16.v
synth -top MacUnit16
dfflibmap -liberty $LIB
abc -D 4000 -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr mac16_mapped.v
YS
yosys -s mac16.ys -l yosys.log > /dev/null

cat > mac16_sta.tcl <<TCL
read_liberty $LIB
read_verilog mac16_mapped.v
link_design MacUnit16
create_clock -name mclk -period 4.0 [get_ports mclk]
set_input_delay 0.5 -clock mclk [get_ports {clr en x* w*}]
set_output_delay 0.5 -clock mclk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max
report_checks -path_delay max -group_count 6 -format end
report_tns
report_wns
report_check_types -max_delay -all_violators
TCL
sta -no_splash -exit mac16_sta.tcl > mac16_timing.rpt 2>&1
