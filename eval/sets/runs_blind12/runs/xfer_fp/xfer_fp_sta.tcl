read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog req_ack_xfer_net.v
link_design req_ack_xfer
read_sdc xfer_fp.sdc
report_checks -path_delay min_max -group_count 1 -digits 3
report_checks -from [get_clocks clk_a] -to [get_clocks clk_b] -digits 3
report_wns
report_tns
