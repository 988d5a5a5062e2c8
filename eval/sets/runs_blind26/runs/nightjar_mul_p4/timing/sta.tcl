read_liberty $::env(OSU035_LIB)
read_verilog syn/nightjar_mul_netlist.v
link_design nightjar_mul
read_sdc timing/clocks.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
