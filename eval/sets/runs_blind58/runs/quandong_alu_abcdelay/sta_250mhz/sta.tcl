read_liberty $::env(OSU035_LIB)
read_verilog syn/quandong_alu.mapped.v
link_design quandong_alu
read_sdc sta_250mhz/constraints.sdc
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
