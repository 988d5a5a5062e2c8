read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
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
