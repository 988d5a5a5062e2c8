create_clock -name vclk -period 4.5
set_input_delay 1.5 -clock vclk [all_inputs]
set_output_delay 2.0 -clock vclk [all_outputs]
set_load 0.08 [all_outputs]
