read_liberty $::env(OSU035_LIB)
read_verilog bobwhite_crc8_syn.v
link_design bobwhite_crc8
create_clock -name clk -period 8 [get_ports clk]
report_checks -path_delay max
report_wns
