# one point of the sweep: PERIOD, NETLIST, TOP and OSU035_LIB come from the environment
read_liberty $::env(OSU035_LIB)
read_verilog $::env(NETLIST)
link_design $::env(TOP)
create_clock -name clk -period $::env(PERIOD) [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
puts "== clock period $::env(PERIOD) ns"
report_checks -path_delay max -group_count 1
report_wns
report_tns
