read_liberty $::env(OSU035_LIB)
read_verilog _work/rhodonite_mul_D5000.v
link_design rhodonite_mul
read_sdc reports/constraints.sdc
report_checks -path_delay max -fields {fanout cap slew} -digits 3
report_wns
report_tns
set_power_activity -input -activity 0.2
report_power
