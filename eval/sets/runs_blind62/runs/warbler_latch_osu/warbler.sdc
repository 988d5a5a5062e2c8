create_clock -name wclk -period 20 [get_ports clk]
set_input_delay 3 -clock wclk [get_ports {we waddr* wdata* raddr*}]
set_output_delay 3 -clock wclk [all_outputs]
