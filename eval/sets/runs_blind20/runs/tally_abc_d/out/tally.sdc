create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay  1.0 -clock clk [get_ports {evt[*] snap rd_sel[*]}]
set_output_delay 1.0 -clock clk [get_ports {rd_val[*] top_ch[*]}]
