read_liberty $::env(OSU035_LIB)
read_verilog mapped/upas_mul_d4000.v
link_design upas_mul
read_sdc sta_out/upas.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
report_power
