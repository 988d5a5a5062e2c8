read_liberty $::env(OSU035_LIB)
read_verilog build.1011/nyala_seqdet_osu.v
link_design nyala_seqdet
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports din]
set_output_delay 0.8 -clock clk [all_outputs]
report_checks -path_delay max -format end
report_checks -path_delay max -digits 3
report_wns
report_tns
