read_liberty $::env(LIB)
read_verilog out/nco_acc_mapped.v
link_design nco_acc
read_sdc nco_acc.sdc
puts "=== setup: worst path ==="
report_checks -path_delay max -digits 3
puts "=== summary ==="
report_wns
report_tns
report_worst_slack -max
puts "=== power (default activity) ==="
report_power
