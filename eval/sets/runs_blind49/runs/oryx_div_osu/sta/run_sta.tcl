read_liberty $::env(OSU035_LIB)
read_verilog netlist/oryx_div_osu035.v
link_design oryx_div
read_sdc sta/oryx_div.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
