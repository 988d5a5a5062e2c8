read_liberty $::env(OSU035_LIB)
read_verilog res/verdin_latch_gl.v
link_design verdin_latch
create_clock -name clk -period 20 [get_ports clk]
set_input_delay 2 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2 -clock clk [all_outputs]
report_checks -path_delay max -format full_clock_expanded
report_checks -path_delay min
report_wns
report_tns
