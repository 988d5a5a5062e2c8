# 200 MHz system clock; pwm_clk = div[1] of the 2-bit divider (clk / 4)
create_clock -name clk -period 5.0 [get_ports clk]
create_generated_clock -name pwm_clk -source [get_ports clk] -divide_by 4 \
    [get_pins -of_objects [get_nets pwm_clk] -filter "direction == output"]
set_input_delay 2.0 -clock pwm_clk [get_ports {duty* enable}]
set_output_delay 2.0 -clock pwm_clk [get_ports {pwm_out period_tick}]
