# ebony_pwm constraints
create_clock -name clk -period 4.0 [get_ports clk]
# clk_div4 is the Q of the prescaler flop; find that pin through the net name
set div_q [get_pins -of_objects [get_nets clk_div4] -filter "direction == output"]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 $div_q
set_input_delay  0.8 -clock clk [get_ports {duty[*]}]
set_output_delay 0.8 -clock clk_div4 [get_ports {pwm_out period_start}]
set_false_path -from [get_ports rst_n]
