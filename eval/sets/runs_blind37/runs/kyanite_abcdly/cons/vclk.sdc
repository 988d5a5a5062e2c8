# combinational block between two register stages of the host pipeline -> virtual clock
create_clock -name vclk -period 5.0
set_input_delay  1.0 -clock vclk [all_inputs]
set_output_delay 1.0 -clock vclk [all_outputs]
set_load 0.03 [all_outputs]
