create_clock -name clk -period 10.0 [get_ports clk]
create_clock -name gate -period 20.0 [get_ports gate]
set_input_delay 1.0 -clock gate [get_ports {waddr[*] wdata[*]}]
set_input_delay 1.0 -clock clk [get_ports {raddr[*]}]
