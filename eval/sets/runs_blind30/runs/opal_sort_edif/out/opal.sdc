set_max_delay 8.0 -from [all_inputs] -to [all_outputs]
set_input_transition 0.2 [all_inputs]
set_load 0.02 [all_outputs]
