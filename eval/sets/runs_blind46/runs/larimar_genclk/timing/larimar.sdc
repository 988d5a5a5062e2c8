create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name clk_slow -source [get_ports clk] -divide_by 4 [get_pins _133_/Q]
set_input_delay 1 -clock clk [get_ports {rst_n duty*}]
set_output_delay 1 -clock clk_slow [get_ports {pwm_out period_tick}]
