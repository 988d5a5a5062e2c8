read_liberty $::env(OSU035_LIB)
read_verilog pid_int_sat.syn.v
link_design pid_int_sat
create_clock -name ctl_clk -period 40 [get_ports clk]
set_input_delay 2 -clock ctl_clk [get_ports {sample setpoint[*] measured[*] kp[*] ki[*]}]
set_output_delay 2 -clock ctl_clk [all_outputs]
set_false_path -from [get_ports rst_n]
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
report_worst_slack
report_worst_slack -min
