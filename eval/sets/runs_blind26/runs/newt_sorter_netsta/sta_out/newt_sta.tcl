read_liberty $::env(OSU035_LIB)
read_verilog netlist/newt_sorter.vg
link_design newt_sorter
read_sdc sta_out/newt.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
report_check_types -max_delay -min_delay -format slack_only
