read_liberty $::env(LIB)
read_verilog pmu_seq.gl.v
link_design pmu_seq
read_sdc pmu_seq.sdc
puts "---- clocks ----"
report_clock_properties
puts "---- setup + hold, worst path each ----"
report_checks -path_delay min_max -digits 3
puts "---- hold endpoints ----"
report_checks -path_delay min -group_count 5 -format end
puts "---- check types ----"
report_check_types -verbose
report_tns
report_wns
