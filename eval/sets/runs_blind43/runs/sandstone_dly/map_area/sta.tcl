read_liberty $::env(OSU035_LIB)
read_verilog map_area/mult8_area.v
link_design sandstone_mult8
create_clock -name clk -period 4 [get_ports clk]
report_checks -path_delay max -digits 3
report_wns
report_tns
