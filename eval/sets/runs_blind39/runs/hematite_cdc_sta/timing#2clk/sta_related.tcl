read_liberty $env(OSU035_LIB)
read_verilog syn/hematite_cdc_gl.v
link_design hematite_cdc
read_sdc {timing#2clk/clocks.sdc}

report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
