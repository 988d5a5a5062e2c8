read_liberty $::env(OSU035_LIB)
read_verilog "yosys out/rhea_pwm_mapped.v"
link_design rhea_pwm
read_sdc rhea.sdc
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_checks -from [get_ports duty] -to [get_clocks clk_pwm]
report_wns
report_tns
