read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog seg_netlist.v
link_design hex4_to_7seg_mux
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks
report_worst_slack
report_worst_slack -min
