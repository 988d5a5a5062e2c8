read_liberty $::env(OSU035_LIB)
read_verilog netlists/kale_alu_w16_D3000.v
link_design kale_alu
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst_n op a b valid_in}]
set_output_delay 1.0 -clock clk [get_ports {y zero carry neg valid_out}]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
