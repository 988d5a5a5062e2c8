create_clock -name core_clk -period 4.0 [get_ports clk]
set_input_delay 0.4 -clock core_clk [get_ports {rst en op[*] a[*] b[*]}]
set_output_delay 0.4 -clock core_clk [all_outputs]
set_load 0.02 [all_outputs]
