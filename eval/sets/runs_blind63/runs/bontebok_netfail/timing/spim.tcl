read_liberty $::env(OSU035_LIB)
read_verilog out/bontebok_spim_gen.v
link_design bontebok_spim
create_clock -name sysclk -period 20 [get_ports clk]
report_checks -path_delay max
report_wns
