read_liberty $::env(OSU035_LIB)
read_verilog out/parsnip_fifo_d16.v
link_design parsnip_fifo
create_clock -name fclk -period 4.0 [get_ports clk]
set_input_delay 0.5 -clock fclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock fclk [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_wns
report_tns
