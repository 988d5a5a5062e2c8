create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay  1.2 -clock clk [get_ports {in_vld in_byte[*] flush}]
set_output_delay 1.0 -clock clk [get_ports {out_word[*] out_be[*] out_valid}]
set_load 0.02 [all_outputs]
