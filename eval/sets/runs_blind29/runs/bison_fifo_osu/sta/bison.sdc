create_clock -name fclk -period 8.0 [get_ports clk]
set_input_delay 1.5 -clock fclk [get_ports {rst push pop din[*]}]
set_output_delay 1.5 -clock fclk [get_ports {dout[*] full empty count[*]}]
