create_clock -name mclk -period 7.5 [get_ports clk]
set_input_delay 2.0 -clock mclk [get_ports {we waddr[*] wdata[*] re raddr[*]}]
set_output_delay 1.5 -clock mclk [get_ports {rdata[*] rpar}]
set_load 0.04 [all_outputs]
