create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {sample_vld temp_code* warn_th* crit_th* hyst*}]
set_output_delay 1.0 -clock clk [get_ports {throttle shutdown zone_state*}]
