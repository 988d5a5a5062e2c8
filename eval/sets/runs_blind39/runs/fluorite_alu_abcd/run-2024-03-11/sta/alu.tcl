read_liberty $env(OSU035_LIB)
read_verilog run-2024-03-11/syn/fluorite_alu.mapped.v
link_design fluorite_alu
read_sdc run-2024-03-11/sta/alu.sdc
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
