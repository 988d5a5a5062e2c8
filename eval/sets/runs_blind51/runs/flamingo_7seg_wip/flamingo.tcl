read_liberty $env(LIB)
read_verilog build/flamingo_sevenseg.v
link_design flamingo_sevenseg
create_clock -name clk -period 10.0 [get_ports clk]
report_checks -path_delay max
report_wns
