create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay  2.0 -clock clk [get_ports {ftw_load ftw_in[*] phase_clr}]
set_output_delay 2.0 -clock clk [get_ports {wave_out[*] sync_pulse}]
set_load 0.05 [all_outputs]
