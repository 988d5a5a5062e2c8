read_liberty $::env(OSU035_LIB)
read_verilog jacamar_mult_netlist.v
link_design jacamar_mult
read_sdc mult.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
