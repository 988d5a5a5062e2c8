create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {we wa* wd* ra0* ra1*}]
set_output_delay 2.0 -clock clk [get_ports {rd0* rd1*}]
