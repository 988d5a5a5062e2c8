#!/bin/bash
# top: handshake_sync
# design: handshake_sync
# flow: yosys -s, OSU035; STA two async clocks (10 ns and 7 ns) with clock groups, false paths on resets, unconstrained report
# yosys_log: logs/hs_yosys.log
# sta_report: reports/hs_sta.log
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src logs reports out; mkdir -p src logs reports out
cp ../../designs/handshake_sync/handshake_sync.v src/
cat > hs.ys <<YS
read_verilog src/handshake_sync.v
synth -top handshake_sync -flatten
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr out/handshake_sync.v
YS
yosys -l logs/hs_yosys.log -s hs.ys > /dev/null
cat > hs.sdc <<SDC
create_clock -name clk_a -period 10 [get_ports clk_a]
create_clock -name clk_b -period 7 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 2.0 -clock clk_a [get_ports {send data_a*}]
set_output_delay 2.0 -clock clk_a [get_ports ready_a]
set_output_delay 1.5 -clock clk_b [get_ports {data_b* valid_b}]
set_false_path -from [get_ports {rst_a rst_b}]
SDC
cat > hs_sta.tcl <<TCL
read_liberty $LIB
read_verilog out/handshake_sync.v
link_design handshake_sync
read_sdc hs.sdc
puts "## clocks"
report_clock_properties
puts "## setup per clock group"
report_checks -path_delay max -group_count 2 -digits 3
puts "## hold"
report_checks -path_delay min -digits 3
puts "## unconstrained"
report_checks -unconstrained -group_count 1
puts "## totals"
report_wns
report_tns
report_worst_slack
TCL
sta -no_splash -exit hs_sta.tcl > reports/hs_sta.log 2>&1
