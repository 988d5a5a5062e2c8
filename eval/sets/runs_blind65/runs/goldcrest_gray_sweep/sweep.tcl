# period comes from the environment (Makefile PERIODS)
read_liberty $::env(OSU035_LIB)
read_verilog goldcrest_gray_map.v
link_design goldcrest_gray
create_clock -name clk -period $::env(PERIOD) [get_ports clk]
set_input_delay 0.2 -clock clk [get_ports en]
set_output_delay 0.2 -clock clk [all_outputs]
puts "clock period: $::env(PERIOD) ns"
report_checks -path_delay max
report_wns
report_tns
