read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog sd_mod2_flat.v
link_design sd_mod2
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.1 [all_outputs]
report_checks -path_delay max -fields {slew cap fanout} -digits 3
report_wns
report_worst_slack
report_power
