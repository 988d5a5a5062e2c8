read_liberty $::env(OSU035_LIB)
read_verilog syn.d/kaolinite_latchrf_osu.v
link_design kaolinite_latchrf
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max
report_checks -path_delay min
report_wns
