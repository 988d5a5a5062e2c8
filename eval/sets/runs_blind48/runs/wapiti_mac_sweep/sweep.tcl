# one point of the period sweep; PERIOD (ns) comes from the environment
set period [expr {double($::env(PERIOD))}]
read_liberty $::env(OSU035_LIB)
read_verilog syn/wapiti_mac.v
link_design wapiti_mac
create_clock -name clk -period $period [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {rst clr en a b}]
set_output_delay 0.8 -clock clk [get_ports {acc ovf}]
set_load 0.05 [all_outputs]
puts "clock period: $period ns"
report_checks -path_delay max -digits 3
report_wns
report_tns
