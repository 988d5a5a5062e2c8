read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog johnson_div_net.v
link_design johnson_div
create_clock -name clk -period 4 [get_ports clk]
create_generated_clock -name clk_div6 -source [get_ports clk] -divide_by 6 [get_pins _83_/Q]
set_input_delay 0.5 -clock clk [get_ports {rst en}]
set_output_delay 0.5 -clock clk [get_ports {hb_fast clk_div6}]
set_output_delay 0.5 -clock clk_div6 [get_ports {hb_cnt[*]}]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -from [get_clocks clk_div6] -to [get_clocks clk] -digits 3
report_tns
report_worst_slack
