create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {send msg_type* pay_byte* pay_last rst_n}]
set_output_delay 1.5 -clock clk [get_ports {pay_pop txd idle}]
