read_liberty $::env(OSU035_LIB)
read_verilog syn/sundew_latch_osu.v
link_design sundew_latch
create_clock -name clk -period 20 [get_ports clk]
set_input_delay 4.0 -clock clk [get_ports {ale wr_n ad[*]}]
set_output_delay 4.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
