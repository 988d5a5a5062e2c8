read_liberty $::env(OSU035_LIB)
read_verilog gen/guppy_lfsr_generic.v
link_design guppy_lfsr
create_clock -name clk -period 5.0 [get_ports clk]
report_checks
report_wns
