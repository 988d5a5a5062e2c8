read_liberty $::env(LIB)
read_verilog xtal_div_gl.v
link_design xtal_div
read_sdc xtal_div.sdc
puts ">>> clocks"
report_clock_properties
puts ">>> setup, top 3 endpoints"
report_checks -path_delay max -group_count 3 -format end
puts ">>> worst core_clk -> ref_clk path"
report_checks -from [get_clocks core_clk] -to [get_clocks ref_clk] -format full_clock
puts ">>> worst hold"
report_checks -path_delay min
puts ">>> check types"
report_check_types -max_delay -min_delay
report_wns
report_tns
