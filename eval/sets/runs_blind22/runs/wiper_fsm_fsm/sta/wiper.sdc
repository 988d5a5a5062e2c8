create_clock -name clk -period 2.2 -waveform {0 1.1} [get_ports clk]
set_clock_uncertainty 0.25 [get_clocks clk]
set_input_delay 0.8 -clock clk [get_ports {rst sw[*] mist park}]
set_output_delay 0.8 -clock clk [all_outputs]
