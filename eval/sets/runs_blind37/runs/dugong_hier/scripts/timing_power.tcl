# dugong_mac: 100 MHz, inputs arrive 1 ns after the edge, outputs need 1 ns margin
read_liberty $::env(OSU035_LIB)
read_verilog build/netlist/dugong_mac_hier.v
link_design dugong_mac
create_clock -name clk -period 10 [get_ports clk]
set_input_delay  1.0 -clock clk [get_ports {rst en clr a[*] b[*]}]
set_output_delay 1.0 -clock clk [get_ports {acc[*] ovf}]
set_load 0.02 [all_outputs]
report_checks -path_delay max -fields {fanout cap slew}
report_checks -path_delay min
report_wns
report_tns
report_power
