read_liberty $::env(OSU035_LIB)
read_verilog yosys/marigold_hier_osu.v
link_design marigold_bcdclock
create_clock -name clk -period 5 [get_ports clk]
report_checks -path_delay max
report_wns
