# no clock pin: constrain against a virtual 6 ns clock
create_clock -name vclk -period 6.0
set_input_delay 1.0 -clock vclk [all_inputs]
set_output_delay 1.0 -clock vclk [all_outputs]
set_load 0.03 [all_outputs]
