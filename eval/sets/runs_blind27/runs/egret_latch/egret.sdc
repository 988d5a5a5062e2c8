create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {din[*] open_en cnt_en}]
set_output_delay 1.0 -clock clk [all_outputs]
