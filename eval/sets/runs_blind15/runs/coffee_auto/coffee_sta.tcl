read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog coffee_brew_fsm_net.v
link_design coffee_brew_fsm
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
check_setup
report_checks -path_delay min_max -digits 3
report_wns
report_tns
