read_liberty $::env(OSU035_LIB)
read_verilog dunnart_pwm_w12.v
link_design dunnart_pwm
read_sdc pwm.sdc
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
