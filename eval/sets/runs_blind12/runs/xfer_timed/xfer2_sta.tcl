read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog req_ack_xfer_net.v
link_design req_ack_xfer
create_clock -name clk_a -period 6 [get_ports clk_a]
create_clock -name clk_b -period 9 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports {rst_a send din[*]}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b]
set_output_delay 1.0 -clock clk_a [get_ports a_busy]
set_output_delay 1.0 -clock clk_b [get_ports {dout[*] dout_vld}]
report_clock_properties
report_checks -path_delay min_max -group_count 1 -digits 3
report_checks -from [get_clocks clk_a] -to [get_clocks clk_b] -path_delay min_max -digits 3
report_wns
report_tns
