# 20 MHz board clock
create_clock -name clk -period 50 [get_ports clk]
set_input_delay 5 -clock clk [get_ports {float_hi float_lo overcurrent fault_ack}]
set_output_delay 5 -clock clk [all_outputs]
