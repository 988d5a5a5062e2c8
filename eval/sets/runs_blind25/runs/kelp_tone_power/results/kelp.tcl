read_liberty $::env(OSU035_LIB)
read_verilog results/kelp_tone_mapped.v
link_design kelp_tone
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {en tune[*] vol[*]}]
set_output_delay 1.5 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
set_power_activity -input -activity 0.1
report_checks -path_delay max
report_check_types -max_delay -min_delay -max_transition -min_period
report_wns
report_tns
report_power
exit
