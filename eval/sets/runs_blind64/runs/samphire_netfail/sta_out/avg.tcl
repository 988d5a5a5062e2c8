read_liberty $::env(OSU035_LIB)
read_verilog syn/samphire_avg_mapped.v
link_design samphire_avg
create_clock -name clk -period 10 [get_ports clk]
report_checks -path_delay max
report_wns
