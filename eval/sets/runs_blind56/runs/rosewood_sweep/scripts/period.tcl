# one point of the period sweep: PERIOD (ns) and NETLIST come from the environment
read_liberty $::env(OSU035_LIB)
read_verilog $::env(NETLIST)
link_design rosewood_div
create_clock -name clk -period $::env(PERIOD) [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports {clk rst_n}]]
set_output_delay 0.5 -clock clk [all_outputs]
puts "period sweep point: $::env(PERIOD) ns"
report_checks -path_delay max -digits 3
report_wns
report_tns
