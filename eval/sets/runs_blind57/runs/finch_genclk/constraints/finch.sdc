create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name clk_div -source [get_ports clk] -divide_by 4 [get_pins _168_/Q]
set_input_delay 1 -clock clk_div [get_ports {duty* en}]
set_output_delay 1 -clock clk_div [get_ports {pwm_out period_end}]
