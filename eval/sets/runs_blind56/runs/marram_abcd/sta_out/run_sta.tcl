read_liberty $::env(OSU035_LIB)
read_verilog syn_out/marram_alu_D3000.v
link_design marram_alu
create_clock -name clk -period 3.0 [get_ports clk]
set_input_delay 0.3 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.3 -clock clk [all_outputs]
report_checks -path_delay max -format full_clock_expanded -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
