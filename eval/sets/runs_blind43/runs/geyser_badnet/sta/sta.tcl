read_liberty $::env(OSU035_LIB)
read_verilog netlist/geyser_timer_osu.v
link_design geyser_timer
create_clock -name clk -period 5 [get_ports clk]
report_checks -path_delay max
report_wns
