create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst_n clear in_valid a_in* b_in*}]
set_output_delay 1.0 -clock clk [get_ports {acc_out* sat_flag}]
set_load 0.03 [all_outputs]
