read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog xclk_event_cnt_net.v
link_design xclk_event_cnt
create_clock -name clk_src -period 6 [get_ports clk_src]
create_clock -name clk_dst -period 6.5 [get_ports clk_dst]
set_input_delay 1.0 -clock clk_src [get_ports {evt rst_src}]
set_input_delay 1.0 -clock clk_dst [get_ports rst_dst]
set_output_delay 1.0 -clock clk_src [get_ports {cnt_src[*]}]
set_output_delay 1.0 -clock clk_dst [get_ports {cnt_dst[*] delta[*]}]
report_checks -path_delay min_max -group_count 2 -digits 3
report_checks -from [get_clocks clk_src] -to [get_clocks clk_dst] -path_delay min_max -digits 3
report_checks -path_delay max -from [get_clocks clk_src] -to [get_clocks clk_dst] -group_count 8 -endpoint_count 1 -format end
report_wns
report_tns
