#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# coffee_brew_fsm, run 2 of 2: proc; opt; then fsm -encoding binary (encfile kept) before synth; yosys -p > file 2>&1; 3 ns; -fields; report_worst_slack
cp ../../designs/coffee_brew_fsm/coffee_brew_fsm.v .
CMD="read_verilog coffee_brew_fsm.v; hierarchy -check -top coffee_brew_fsm; proc; opt; fsm -encoding binary -encfile coffee_fsm_enc.txt; synth -top coffee_brew_fsm; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean -purge; stat -liberty $LIB; write_verilog -noattr coffee_bin_net.v"
echo "yosys -p \"$CMD\" > coffee_bin_out.txt 2>&1" > yosys_cmd.txt
yosys -p "$CMD" > coffee_bin_out.txt 2>&1
cat > coffee_bin_sta.tcl <<EOT
read_liberty $LIB
read_verilog coffee_bin_net.v
link_design coffee_brew_fsm
create_clock -name clk -period 3 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -fields {fanout cap} -digits 3
report_checks -path_delay max -group_count 6 -endpoint_count 1 -format end
report_worst_slack
report_tns
EOT
timeout 60 sta -no_splash -exit coffee_bin_sta.tcl > coffee_bin_sta.rpt 2>&1
