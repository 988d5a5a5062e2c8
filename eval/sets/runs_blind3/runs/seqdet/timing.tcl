read_liberty ../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog seqdet_syn.v
link_design seqdet
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {rst din}]
set_output_delay 0.8 -clock clk [get_ports found]
set_load 0.03 [all_outputs]
report_checks -path_delay max -fields {slew cap} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
