read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mbist_ctrl.syn.v
link_design mbist_ctrl
read_sdc mbist.sdc
puts "==== clock ===="
report_clock_properties
puts "==== worst setup and hold ===="
report_checks -path_delay min_max -fields {input_pins} -digits 3
puts "==== hold endpoints ===="
report_checks -path_delay min -group_count 10 -format end
puts "==== totals ===="
report_wns
report_tns
report_worst_slack -digits 3
