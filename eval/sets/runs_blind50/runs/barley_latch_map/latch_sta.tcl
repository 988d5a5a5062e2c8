read_liberty $::env(OSU035_LIB)
read_verilog mapped/barley_latch_osu.v
link_design barley_latch
create_clock -name bclk -period 10.0 [get_ports clk]
set_input_delay 2.0 -clock bclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock bclk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
check_setup -verbose -unconstrained_endpoints -no_clock
