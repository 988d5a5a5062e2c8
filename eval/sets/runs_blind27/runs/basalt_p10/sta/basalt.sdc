# 100 MHz target for the multiplier
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {a[*] b[*] load}]
set_output_delay 1.0 -clock clk [get_ports {product[*] valid}]
set_load 0.05 [all_outputs]
