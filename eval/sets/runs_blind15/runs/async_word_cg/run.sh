#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# async_word_sync, run 1 of 2: hierarchy kept (bit_sync2 per-module stat); clk_src 6.5 ns / clk_dst 3 ns with
# set_clock_groups -asynchronous; yosys -l -s; min_max
cp ../../designs/async_word_sync/async_word_sync.v .
cat > awsync.ys <<EOT
read_verilog async_word_sync.v
hierarchy -check -top async_word_sync
synth -top async_word_sync
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr async_word_sync_net.v
EOT
yosys -l awsync_cg.log -s awsync.ys > /dev/null
cat > awsync_cg.sdc <<EOT
create_clock -name clk_src -period 6.5 [get_ports clk_src]
create_clock -name clk_dst -period 3 [get_ports clk_dst]
set_clock_groups -asynchronous -group [get_clocks clk_src] -group [get_clocks clk_dst]
set_input_delay 1.0 -clock clk_src [get_ports {src_word[*] src_send}]
set_input_delay 0.5 -clock clk_dst [get_ports rst_n]
set_output_delay 1.0 -clock clk_src [get_ports src_ready]
set_output_delay 0.5 -clock clk_dst [get_ports {dst_word[*] dst_strobe dst_count[*]}]
EOT
cat > awsync_cg_sta.tcl <<EOT
read_liberty $LIB
read_verilog async_word_sync_net.v
link_design async_word_sync
read_sdc awsync_cg.sdc
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -from [get_clocks clk_src] -to [get_clocks clk_dst] -digits 3
report_wns
report_tns
EOT
timeout 60 sta -no_splash -exit awsync_cg_sta.tcl > awsync_cg_sta.rpt 2>&1
