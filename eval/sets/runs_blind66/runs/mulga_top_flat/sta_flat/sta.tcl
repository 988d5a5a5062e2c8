read_liberty $::env(OSU035_LIB)
read_verilog syn_flat/mulga_top_flat.v
link_design mulga_top
read_sdc sta_flat/mulga.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
