# OpenSTA: cheetah_div at the period given by $PERIOD (ns)
set period $::env(PERIOD)
read_liberty $::env(OSU035_LIB)
read_verilog syn/cheetah_div_osu.v
link_design cheetah_div

create_clock -name clk -period $period [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.04 [all_outputs]

puts "=== cheetah_div sweep point: period $period ns"
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
