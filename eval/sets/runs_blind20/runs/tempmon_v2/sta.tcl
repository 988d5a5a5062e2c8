read_liberty $::env(LIB)
read_verilog tempmon_netlist.v
link_design tempmon
read_sdc tempmon.sdc
report_checks -path_delay max -fields {input_pin} -digits 2
report_checks -path_delay max -through [get_pins -hierarchical *] -to [get_ports shutdown]
report_wns
report_tns
