read_liberty $::env(OSU035_LIB)
read_verilog syn/gibbon_uarttx_mapped.v
link_design gibbon_uarttx
read_sdc sta_100mhz/constraints.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
set_power_activity -input -activity 0.1
report_power
