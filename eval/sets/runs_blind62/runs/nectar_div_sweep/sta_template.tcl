read_liberty @LIB@
read_verilog gate/nectar_div_mapped.v
link_design nectar_div
create_clock -name clk -period @PERIOD@ [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
puts "period @PERIOD@ ns"
report_checks -path_delay max -digits 3
report_wns
report_tns
