set_max_delay 6.0 -from [all_inputs] -to [all_outputs]
set_input_transition 0.2 [all_inputs]
set_load 0.04 [all_outputs]
