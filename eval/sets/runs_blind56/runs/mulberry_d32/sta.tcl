read_liberty $::env(OSU035_LIB)
read_verilog out/mulberry_fifo_d32_mapped.v
link_design mulberry_fifo
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports {clk rst_n}]]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
