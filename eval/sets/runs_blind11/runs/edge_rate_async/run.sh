#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# edge_rate_mon, run 1 of 2: clk_evt 7 ns + clk_ref 10 ns in asynchronous clock groups (SDC file); setup + hold; yosys -s with -l
cp ../../designs/edge_rate_mon/edge_rate_mon.v .
cat > erm.ys <<EOT
read_verilog edge_rate_mon.v
hierarchy -check -top edge_rate_mon
synth -top edge_rate_mon
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr edge_rate_mon_net.v
EOT
yosys -s erm.ys -l erm_synth.log > /dev/null
cat > erm_async.sdc <<EOT
create_clock -name clk_evt -period 7 [get_ports clk_evt]
create_clock -name clk_ref -period 10 [get_ports clk_ref]
set_clock_groups -asynchronous -group {clk_evt} -group {clk_ref}
set_input_delay 1.0 -clock clk_evt [get_ports rst_evt]
set_input_delay 1.0 -clock clk_ref [get_ports {rst_ref thresh[*]}]
set_output_delay 1.0 -clock clk_ref [all_outputs]
EOT
cat > erm_async_sta.tcl <<EOT
read_liberty $LIB
read_verilog edge_rate_mon_net.v
link_design edge_rate_mon
read_sdc erm_async.sdc
report_checks -path_delay min_max -group_count 1 -digits 3
report_checks -from [get_clocks clk_evt] -to [get_clocks clk_ref] -digits 3
report_worst_slack
report_tns
EOT
sta -no_splash -exit erm_async_sta.tcl > erm_async_sta.rpt 2>&1
