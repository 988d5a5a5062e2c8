read_liberty $::env(OSU035_LIB)
read_verilog out_latch/tinamou_latch_gl.v
link_design tinamou_latch
read_sdc out_latch/tinamou.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
