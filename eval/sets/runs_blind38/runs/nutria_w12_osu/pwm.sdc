create_clock -name clk -period 3.5 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {rst_n duty_wr duty_in* enable}]
set_output_delay 0.8 -clock clk [get_ports {pwm_out period_tick}]
set_load 0.05 [all_outputs]
