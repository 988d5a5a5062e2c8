read_liberty $::env(OSU035_LIB)
read_verilog gen.netlist/dhow_gray_gen.v
link_design dhow_gray
create_clock -name clk -period 5.0 [get_ports clk]
report_checks -path_delay max
report_wns
