#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# async_word_sync, run 2 of 2: synth -flatten; same clocks without any clock groups or false paths, so the
# crossings are timed; yosys -p > file 2>&1; report_clock_properties; -from clk_src -to clk_dst; report_tns
cp ../../designs/async_word_sync/async_word_sync.v .
CMD="read_verilog async_word_sync.v; hierarchy -check -top async_word_sync; synth -flatten -top async_word_sync; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr aws_flat_net.v"
echo "yosys -p \"$CMD\" > aws_flat_yosys.txt 2>&1" > yosys_cmd.txt
yosys -p "$CMD" > aws_flat_yosys.txt 2>&1
cat > aws_raw_sta.tcl <<EOT
read_liberty $LIB
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
EOT
timeout 60 sta -no_splash -exit aws_raw_sta.tcl > aws_raw_sta.rpt 2>&1
