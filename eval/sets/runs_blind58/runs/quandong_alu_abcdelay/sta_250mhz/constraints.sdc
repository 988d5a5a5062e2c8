create_clock -name core_clk -period 4.0 [get_ports clk]
set_input_delay 0.5 -clock core_clk [get_ports {op[*] a[*] b[*]}]
set_output_delay 0.5 -clock core_clk [get_ports {y[*] zf cf}]
