#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# tdm_slot_mux: opt -full + share -aggressive before synth; stat -liberty; 8 ns; set_case_analysis on test_mode (report before and after); -fields; report_power; yosys -s | tee
cp ../../designs/tdm_slot_mux/tdm_slot_mux.v .
cat > tdm.ys <<EOT
read_verilog tdm_slot_mux.v
hierarchy -check -top tdm_slot_mux
proc
opt -full
share -aggressive
synth -top tdm_slot_mux
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr tdm_slot_mux_net.v
EOT
yosys -s tdm.ys | tee tdm_yosys.txt > /dev/null
cat > tdm_sta.tcl <<EOT
read_liberty $LIB
read_verilog tdm_slot_mux_net.v
link_design tdm_slot_mux
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
puts "### functional + test mode both live"
report_checks -path_delay max -fields {fanout cap slew input_pins} -digits 3
set_case_analysis 0 [get_ports test_mode]
puts "### after set_case_analysis 0 test_mode"
report_checks -path_delay max -fields {fanout cap slew input_pins} -digits 3
report_checks -path_delay min -digits 3
report_power
report_wns
report_tns
EOT
sta -no_splash -exit tdm_sta.tcl > tdm_sta.rpt 2>&1
