# eagle_pwm constraints: 100 MHz input clock, PWM logic on the divide-by-4 clock
create_clock -name clk -period 10 [get_ports clk]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_pins -of_objects [get_nets clk_div] -filter "direction == output"]
set_input_delay 2 -clock clk [get_ports {rst_n enable duty*}]
set_output_delay 2 -clock clk_div4 [get_ports {pwm_out period_start}]
set_load 0.05 [all_outputs]
