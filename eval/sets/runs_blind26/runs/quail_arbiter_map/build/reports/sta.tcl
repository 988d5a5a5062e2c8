read_liberty $::env(OSU035_LIB)
read_verilog build/quail_arbiter_gl.v
link_design quail_arbiter
read_sdc build/reports/arb.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
