read_liberty $::env(OSU035_LIB)
read_verilog itof16_gates.v
link_design itof16
set_driving_cell -lib_cell INVX1 -pin Y [all_inputs]
set_load 0.05 [all_outputs]
set_max_delay 6.0 -from [all_inputs] -to [get_ports {exp_out* man_out*}]
set_max_delay 3.0 -from [all_inputs] -to [get_ports {is_zero inexact}]
report_checks -path_delay max -group_count 3
report_checks -from [get_ports round_en] -to [get_ports man_out*]
report_checks -to [get_ports big] -unconstrained
report_wns
report_tns
