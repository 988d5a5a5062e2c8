#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# frame_stats: several warnings of different kinds (implicit net, truncated constant, undriven / no-driver wires);
# check after proc and after mapping; yosys -p piped through tee; 6 ns; -fields; report_check_types; report_worst_slack
cp ../../designs/frame_stats/frame_stats.v .
CMD="read_verilog frame_stats.v; hierarchy -check -top frame_stats; proc; check; synth -top frame_stats; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; check; stat -liberty $LIB; splitnets -ports; opt_clean; write_verilog -noattr frame_stats_net.v"
echo "yosys -p \"$CMD\" 2>&1 | tee frame_build.log" > yosys_cmd.txt
yosys -p "$CMD" 2>&1 | tee frame_build.log > /dev/null
cat > frame_sta.tcl <<EOT
read_liberty $LIB
read_verilog frame_stats_net.v
link_design frame_stats
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -fields {slew cap input_pin fanout} -digits 3
report_checks -path_delay min -digits 3
report_check_types -max_delay -min_delay -max_transition -format slack_only
report_worst_slack -digits 4
EOT
timeout 60 sta -no_splash -exit frame_sta.tcl > frame_sta.rpt 2>&1
