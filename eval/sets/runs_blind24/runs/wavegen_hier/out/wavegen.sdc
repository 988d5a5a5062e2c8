create_clock -name clk -period 15.0 [get_ports clk]
set_input_delay 3.0 -clock clk [get_ports {run_en tune_word* atten*}]
set_output_delay 3.0 -clock clk [get_ports sample*]
set_load 0.02 [get_ports sample*]
