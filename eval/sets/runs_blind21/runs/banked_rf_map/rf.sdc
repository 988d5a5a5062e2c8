create_clock -name clk -period 3.5 [get_ports clk]
set_input_delay 0.6 -clock clk [get_ports {we waddr* wdata* raddr_a* raddr_b*}]
set_output_delay 0.6 -clock clk [all_outputs]
set_load 0.06 [all_outputs]
