create_clock -name clk -period 7.5 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {req req_len tick}]
set_input_delay 2.0 -clock clk [get_ports {rate depth}]
set_output_delay 2.0 -clock clk [all_outputs]
# rate/depth are programmed once at init
set_false_path -from [get_ports {rate depth}]
set_false_path -from [get_ports rst_n]
set_load 0.04 [all_outputs]
