read_liberty $::env(OSU035_LIB)
read_verilog grouper_latchreg_map.v
link_design grouper_latchreg
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {raddr*}]
set_output_delay 1.0 -clock clk [get_ports {rdata*}]
report_checks -path_delay max
report_checks -path_delay min
report_check_types -violators
report_wns
report_tns
