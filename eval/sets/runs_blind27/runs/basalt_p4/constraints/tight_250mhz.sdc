# aggressive 250 MHz target (4 ns) for the same multiplier RTL
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {a[*] b[*] load}]
set_output_delay 0.5 -clock clk [get_ports {product[*] valid}]
set_load 0.05 [all_outputs]
