#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# hist_bins16: inferred memory (bins) mapped to flip-flops; endpoint table; -fields; yosys -p one-liner > log 2>&1
cp ../../designs/hist_bins16/hist_bins16.v .
CMD="read_verilog hist_bins16.v; hierarchy -check -top hist_bins16; synth -top hist_bins16; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr hist_bins16_net.v"
echo "yosys -p \"$CMD\" > hist_yosys.log 2>&1" > yosys_cmd.txt
yosys -p "$CMD" > hist_yosys.log 2>&1
cat > hist_sta.tcl <<EOT
read_liberty $LIB
read_verilog hist_bins16_net.v
link_design hist_bins16
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay max -fields {fanout cap} -digits 3
report_checks -path_delay max -group_count 5 -endpoint_count 1 -format end
report_worst_slack
EOT
sta -no_splash -exit hist_sta.tcl > hist_sta.rpt 2>&1
