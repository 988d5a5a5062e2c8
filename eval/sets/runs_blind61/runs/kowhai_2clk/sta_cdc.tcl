read_liberty $::env(OSU035_LIB)
read_verilog out+reports/kowhai_cdc_syn.v
link_design kowhai_cdc
create_clock -name clk_a -period 8.0 [get_ports clk_a]
create_clock -name clk_b -period 5.0 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports {evt rst}]
set_output_delay 1.0 -clock clk_b [all_outputs]
puts "=== before clock groups (CDC path timed) ==="
report_checks -path_delay max -digits 3
report_wns
puts "=== after set_clock_groups -asynchronous ==="
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
