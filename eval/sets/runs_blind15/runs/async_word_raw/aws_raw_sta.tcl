read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog aws_flat_net.v
link_design async_word_sync
create_clock -name clk_src -period 6.5 [get_ports clk_src]
create_clock -name clk_dst -period 3 [get_ports clk_dst]
set_input_delay 1.0 -clock clk_src [get_ports {src_word[*] src_send}]
set_input_delay 0.5 -clock clk_dst [get_ports rst_n]
set_output_delay 1.0 -clock clk_src [get_ports src_ready]
set_output_delay 0.5 -clock clk_dst [get_ports {dst_word[*] dst_strobe dst_count[*]}]
report_clock_properties
report_checks -path_delay max -digits 3
report_checks -path_delay min_max -from [get_clocks clk_src] -to [get_clocks clk_dst] -digits 3
report_checks -path_delay max -from [get_clocks clk_dst] -to [get_clocks clk_src] -digits 3
report_wns
report_tns
