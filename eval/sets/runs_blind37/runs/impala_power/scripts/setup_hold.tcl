source scripts/common.tcl
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
