read_liberty $::env(OSU035_LIB)
read_verilog popcount16.vg
link_design popcount16
create_clock -name clk -period 3.55 [get_ports clk]
set_input_delay 0.3 -clock clk [get_ports word*]
set_output_delay 0.3 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay min_max
report_wns
report_tns
