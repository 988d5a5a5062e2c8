read_liberty $::env(OSU035_LIB)
read_verilog exports/wattle_pwm_generic.v
link_design wattle_pwm
create_clock -name clk -period 10 [get_ports clk]
report_checks
