read_liberty $::env(OSU035_LIB)
read_verilog out.abcD/hackberry_alu_gl.v
link_design hackberry_alu
read_sdc alu.sdc
report_checks -path_delay max -fields {fanout cap}
report_wns
report_tns
