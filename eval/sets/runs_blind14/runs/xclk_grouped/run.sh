#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# xclk_event_cnt, run 1 of 2: clk_src 6 ns + clk_dst 6.5 ns declared asynchronous (set_clock_groups, SDC file); report_clock_properties; min_max -group_count 2; -from clk_src -to clk_dst; yosys -l -p (command in yosys_cmd.txt)
cp ../../designs/xclk_event_cnt/xclk_event_cnt.v .
CMD="read_verilog xclk_event_cnt.v; hierarchy -check -top xclk_event_cnt; synth -top xclk_event_cnt; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean -purge; stat -liberty $LIB; write_verilog -noattr xclk_event_cnt_net.v"
echo "yosys -l synth_a.log -p \"$CMD\"" > yosys_cmd.txt
yosys -l synth_a.log -p "$CMD" > /dev/null
cat > xclk_async.sdc <<EOT
create_clock -name clk_src -period 6 [get_ports clk_src]
create_clock -name clk_dst -period 6.5 [get_ports clk_dst]
set_clock_groups -asynchronous -group [get_clocks clk_src] -group [get_clocks clk_dst]
set_input_delay 1.0 -clock clk_src [get_ports {evt rst_src}]
set_input_delay 1.0 -clock clk_dst [get_ports rst_dst]
set_output_delay 1.0 -clock clk_src [get_ports {cnt_src[*]}]
set_output_delay 1.0 -clock clk_dst [get_ports {cnt_dst[*] delta[*]}]
EOT
cat > xclk_a_sta.tcl <<EOT
read_liberty $LIB
read_verilog xclk_event_cnt_net.v
link_design xclk_event_cnt
read_sdc xclk_async.sdc
report_clock_properties
report_checks -path_delay min_max -group_count 2 -digits 3
report_checks -from [get_clocks clk_src] -to [get_clocks clk_dst] -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit xclk_a_sta.tcl > xclk_a_sta.rpt 2>&1
