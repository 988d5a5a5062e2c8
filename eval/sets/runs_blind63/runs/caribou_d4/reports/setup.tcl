read_liberty $::env(OSU035_LIB)
read_verilog netlist/caribou_fifo_d4.v
link_design caribou_fifo
create_clock -name clk -period 3.5 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
report_tns
