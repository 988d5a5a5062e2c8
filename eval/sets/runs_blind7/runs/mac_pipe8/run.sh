#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# mac_pipe8: yosys -c Tcl script, 5 ns clock (expected to fail setup)
cp ../../designs/mac_pipe8/mac_pipe8.v .
cat > mac_synth.tcl <<EOF
yosys read_verilog mac_pipe8.v
yosys hierarchy -check -top mac_pipe8
yosys synth -top mac_pipe8
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr mac_pipe8_gl.v
yosys read_liberty -lib $LIB
yosys check
EOF
yosys -c mac_synth.tcl > mac_yosys.log 2>&1
cat > mac_sta.tcl <<EOF
read_liberty $LIB
read_verilog mac_pipe8_gl.v
link_design mac_pipe8
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {clr x* w*}]
set_output_delay 0.5 -clock clk [get_ports acc*]
report_checks -path_delay max -digits 3
report_wns
report_tns
report_worst_slack
EOF
sta -no_splash -exit mac_sta.tcl > mac_timing.rpt 2>&1
