read_liberty $::env(OSU035_LIB)
read_verilog mapped/zebra_tone.v
link_design zebra_tone
read_sdc reports/zebra.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
set_power_activity -global -activity 0.2
report_power
