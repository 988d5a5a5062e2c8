create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst load_step step_in[*] mute}]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
