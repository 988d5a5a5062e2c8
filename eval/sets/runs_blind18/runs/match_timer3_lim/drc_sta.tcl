read_liberty $::env(OSU035_LIB)
read_verilog match_timer3_net.v
link_design match_timer3
create_clock -name tclk -period 20 [get_ports clk]
set_input_delay 4 -clock tclk [get_ports {run presc[*] cmp_wr[*] cmp_data[*] flag_clr[*] irq_en[*]}]
set_output_delay 4 -clock tclk [all_outputs]
set_false_path -from [get_ports rst_n]
set_max_fanout 8 [current_design]
set_max_transition 0.6 [current_design]
set_max_capacitance 0.08 [current_design]
report_checks
report_check_types -all_violators -verbose
report_check_types -max_transition
report_wns
