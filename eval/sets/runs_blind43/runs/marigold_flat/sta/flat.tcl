read_liberty $::env(OSU035_LIB)
read_verilog yosys/marigold_flat_osu.v
link_design marigold_bcdclock
create_clock -name clk -period 5 [get_ports clk]
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
set_power_activity -input -activity 0.2
report_power
