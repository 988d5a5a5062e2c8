read_liberty $::env(LIB)
read_verilog nco_w24_netlist.v
link_design nco_acc
read_sdc constraints.sdc
report_checks -path_delay max -group_count 3 -format end
report_checks -path_delay max -fields {slew capacitance input_pin} -digits 3
report_wns -digits 3
report_tns -digits 3
report_worst_slack -digits 3
