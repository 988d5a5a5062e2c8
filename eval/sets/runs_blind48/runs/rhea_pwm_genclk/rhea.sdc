# 200 MHz system clock; the PWM counter runs on clk/4 from the divider flop inside u_div
create_clock -name clk -period 5.0 [get_ports clk]
create_generated_clock -name clk_pwm -source [get_ports clk] -divide_by 4 [get_pins u_div/clk_out]
set_input_delay 0.5 -clock clk [get_ports {duty rst_n}]
set_output_delay 0.5 -clock clk_pwm [get_ports {pwm_out period_start}]
