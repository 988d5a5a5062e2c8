# two unrelated clocks for stingray_cdc
create_clock -name clk_a -period 10.0 [get_ports clk_a]
create_clock -name clk_b -period 6.5 [get_ports clk_b]
set_input_delay 2.0 -clock clk_a [get_ports {send din*}]
set_output_delay 2.0 -clock clk_a [get_ports busy]
set_output_delay 1.5 -clock clk_b [get_ports {dout* dout_valid}]
set_false_path -from [get_ports {rst_a_n rst_b_n}]
