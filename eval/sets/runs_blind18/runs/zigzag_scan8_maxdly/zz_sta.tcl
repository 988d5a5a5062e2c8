read_liberty $::env(OSU035_LIB)
read_verilog zz_net.v
link_design zigzag_scan8
# no clock: pure combinational budget
set_max_delay 2.0 -from [all_inputs] -to [all_outputs]
report_checks -unconstrained -group_count 2
report_checks -from [get_ports {row_in[*] col_in[*]}] -to [get_ports {scan_of_rc[*]}]
report_checks -from [get_ports {pos[*]}] -to [get_ports {raster[*]}] -format summary
report_wns
report_tns
