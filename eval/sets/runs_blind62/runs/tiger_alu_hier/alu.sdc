create_clock -name alu_clk -period 8 [get_ports clk]
set_input_delay 1.0 -clock alu_clk [get_ports {op* a* b*}]
set_output_delay 1.0 -clock alu_clk [all_outputs]
