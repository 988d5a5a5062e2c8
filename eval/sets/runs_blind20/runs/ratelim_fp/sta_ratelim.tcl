read_liberty $::env(LIB)
read_verilog netlist/ratelim.v
link_design ratelim
read_sdc ratelim.sdc
puts "******** endpoint summary (setup) ********"
report_checks -path_delay max -group_count 5 -format end
puts "******** worst setup path ********"
report_checks -path_delay max -fields {slew cap input_pin}
puts "******** is anything left from cfg_rate? ********"
report_checks -from [get_ports cfg_rate*]
puts "******** totals ********"
report_wns
report_tns
report_worst_slack
puts "******** power ********"
set_power_activity -input -activity 0.2
report_power
