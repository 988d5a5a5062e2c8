#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# xclk_event_cnt, run 2 of 2: same clocks without clock groups, so the Gray-code crossing into sync1 is timed (setup violation); inline constraints; -from/-to the crossing min_max; yosys -s > log 2>&1
cp ../../designs/xclk_event_cnt/xclk_event_cnt.v .
cat > xclk.ys <<EOT
read_verilog xclk_event_cnt.v
hierarchy -check -top xclk_event_cnt
synth -top xclk_event_cnt
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr xclk_event_cnt_net.v
EOT
yosys -s xclk.ys > yosys_b.txt 2>&1
cat > xclk_b_sta.tcl <<EOT
read_liberty $LIB
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
EOT
sta -no_splash -exit xclk_b_sta.tcl > xclk_b_sta.rpt 2>&1
