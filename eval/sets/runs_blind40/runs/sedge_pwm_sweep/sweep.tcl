# one point of the period sweep; PERIOD comes from the environment
read_liberty $::env(OSU035_LIB)
read_verilog syn/sedge_pwm_mapped.v
link_design sedge_pwm
set period $::env(PERIOD)
create_clock -name clk -period $period [get_ports clk]
puts "clock period: $period ns"
report_checks -path_delay max -digits 3
report_wns
report_tns
