read_liberty $::env(OSU035_LIB)
read_verilog anhinga_uart_mapped.v
link_design anhinga_uart
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
