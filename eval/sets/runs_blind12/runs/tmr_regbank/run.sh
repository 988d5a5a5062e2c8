#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# tmr_regbank: vote3 used 3 times with W=8 (x2) and W=4 (x1), hierarchy kept (per-module stat); report_clock_properties; -through [get_pins u_vm/*]; 7 ns; yosys -l -p (command in yosys_cmd.txt)
cp ../../designs/tmr_regbank/vote3.v ../../designs/tmr_regbank/tmr_regbank.v .
CMD="read_verilog vote3.v tmr_regbank.v; hierarchy -check -top tmr_regbank; synth -top tmr_regbank; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr tmr_regbank_net.v"
echo "yosys -l tmr_synth.log -p \"$CMD\"" > yosys_cmd.txt
yosys -l tmr_synth.log -p "$CMD" > /dev/null
cat > tmr_sta.tcl <<EOT
read_liberty $LIB
read_verilog tmr_regbank_net.v
link_design tmr_regbank
create_clock -name clk -period 7 -waveform {0 3} [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock clk [all_outputs]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -through [get_pins u_vm/*] -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit tmr_sta.tcl > tmr_sta.rpt 2>&1
