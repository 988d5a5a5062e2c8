read_liberty $::env(OSU035_LIB)
read_verilog syn.out/calcite_alu_mapped.v
link_design calcite_alu
read_sdc rpt.sta/constraints.sdc
puts "==== setup"
report_checks -path_delay max -fields {slew cap fanout} -digits 3
puts "==== hold"
report_checks -path_delay min -digits 3
report_wns
report_tns
puts "==== power"
report_power
