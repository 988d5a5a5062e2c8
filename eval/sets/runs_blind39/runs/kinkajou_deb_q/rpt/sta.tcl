read_liberty $env(OSU035_LIB)
read_verilog gl/kinkajou_debnc.gl.v
link_design kinkajou_debnc
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 0.8 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.8 -clock clk [all_outputs]
report_checks -path_delay min -digits 3 > rpt/hold.txt
report_checks -path_delay max -digits 3 > rpt/setup.txt
report_wns > rpt/wns_tns.txt
report_tns >> rpt/wns_tns.txt
