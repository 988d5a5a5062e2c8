read_liberty $::env(OSU035_LIB)
read_verilog build/nightshade_bcd_ff.v
link_design nightshade_bcd
create_clock -name clk -period 10 [get_ports clk]
report_checks -path_delay max
report_wns
