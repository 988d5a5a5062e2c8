read_liberty $::env(OSU035_LIB)
read_verilog syn/jarrah_timer.v
link_design jarrah_timer
source sta/divff.tcl
create_clock -name clk -period 5.0 [get_ports clk]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_pins $DIVFF/Q]
set_input_delay 0.5 -clock clk [get_ports {reload[*]}]
set_output_delay 0.5 -clock clk_div4 [all_outputs]
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
