create_clock -name uclk -period 4.5 [get_ports clk]
set_input_delay 1.2 -clock uclk [get_ports {rst send data[*]}]
set_output_delay 1.2 -clock uclk [get_ports {txd ready}]
