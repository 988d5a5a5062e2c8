read_liberty $::env(OSU035_LIB)
read_verilog out/pika_div_w8.v
link_design pika_div
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 0.8 -clock clk [all_inputs]
set_output_delay 0.8 -clock clk [all_outputs]
puts "=== setup (max) ==="
report_checks -path_delay max -digits 3 -group_count 3
report_wns
report_tns
