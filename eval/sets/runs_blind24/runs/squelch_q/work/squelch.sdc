create_clock -name clk -period 20 [get_ports clk]
set_input_delay 5 -clock clk [get_ports {smp_vld smp_in* thresh* hold_len* rst_n}]
set_output_delay 4 -clock clk [get_ports {smp_out* gate_open}]
set_input_transition 0.5 [all_inputs]
