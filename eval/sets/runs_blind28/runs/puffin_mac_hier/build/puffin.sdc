create_clock -name clk -period 7.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {clr valid coef[*] sample[*]}]
set_output_delay 1.0 -clock clk [get_ports {acc_out[*]}]
