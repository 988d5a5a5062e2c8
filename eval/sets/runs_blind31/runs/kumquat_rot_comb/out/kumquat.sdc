set_max_delay 5.0 -from [all_inputs] -to [all_outputs]
set_min_delay 0.5 -from [all_inputs] -to [all_outputs]
set_input_transition 0.15 [all_inputs]
set_load 0.03 [all_outputs]
