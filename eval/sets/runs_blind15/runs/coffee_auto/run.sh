#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# coffee_brew_fsm, run 1 of 2: default synth (FSM auto encoding); yosys -l -s; 5 ns; min_max, report_wns/tns, check_setup
cp ../../designs/coffee_brew_fsm/coffee_brew_fsm.v .
cat > coffee.ys <<EOT
read_verilog coffee_brew_fsm.v
hierarchy -check -top coffee_brew_fsm
synth -top coffee_brew_fsm
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr coffee_brew_fsm_net.v
EOT
yosys -l coffee_synth.log -s coffee.ys > /dev/null
cat > coffee_sta.tcl <<EOT
read_liberty $LIB
read_verilog coffee_brew_fsm_net.v
link_design coffee_brew_fsm
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
check_setup
report_checks -path_delay min_max -digits 3
report_wns
report_tns
EOT
timeout 60 sta -no_splash -exit coffee_sta.tcl > coffee_sta.rpt 2>&1
