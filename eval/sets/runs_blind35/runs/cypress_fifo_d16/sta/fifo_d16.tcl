read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/cypress_fifo_d16.v
link_design cypress_fifo
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock clk [all_outputs]
report_checks -path_delay max -fields {slew cap fanout} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
