create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {we waddr[*] wdata[*] raddr_a[*] raddr_b[*]}]
set_output_delay 2.0 -clock clk [get_ports {rdata_a[*] rdata_b[*]}]
