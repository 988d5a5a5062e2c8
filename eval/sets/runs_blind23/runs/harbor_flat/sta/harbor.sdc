create_clock -name clk -period 40 [get_ports clk]
set_input_delay 4 -clock clk [get_ports {enable characters*}]
set_output_delay 4 -clock clk [get_ports lamp_*]
