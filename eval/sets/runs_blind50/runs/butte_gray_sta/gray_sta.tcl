read_liberty $::env(OSU035_LIB)
read_verilog netlists/butte_gray_netlist.v
link_design butte_gray
create_clock -name gclk -period 10.0 [get_ports clk]
set_input_delay 1.0 -clock gclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock gclk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
