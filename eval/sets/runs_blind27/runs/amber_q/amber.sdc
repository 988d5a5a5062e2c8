create_clock -name clk -period 12.5 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {wr ch[*] duty[*] commit}]
set_output_delay 2.0 -clock clk [get_ports {pwm[*]}]
set_load 0.1 [get_ports {pwm[*]}]
