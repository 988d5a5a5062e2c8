create_clock -name core_clk -period 12.0 [get_ports clk]
set_input_delay 0.5 -clock core_clk [get_ports {a[*] b[*] start rst}]
set_output_delay 0.5 -clock core_clk [get_ports {p[*] done}]
