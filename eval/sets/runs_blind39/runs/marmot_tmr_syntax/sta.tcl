read_liberty $env(OSU035_LIB)
read_verilog out/marmot_tmr_osu.v
link_design marmot_tmr
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
