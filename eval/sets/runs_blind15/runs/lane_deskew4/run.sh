#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# lane_deskew4: elastic_tap used 4 times with DEPTH 2 (x2) and DEPTH 4 (x2); hierarchy kept (per-module stat);
# yosys -l -p (command in yosys_cmd.txt); 5 ns; check_setup; report_net / report_instance; -format end
cp ../../designs/lane_deskew4/elastic_tap.v ../../designs/lane_deskew4/lane_deskew4.v .
CMD="read_verilog elastic_tap.v lane_deskew4.v; hierarchy -check -top lane_deskew4; synth -top lane_deskew4; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr lane_deskew4_net.v"
echo "yosys -l deskew_synth.log -p \"$CMD\"" > yosys_cmd.txt
yosys -l deskew_synth.log -p "$CMD" > /dev/null
cat > deskew_sta.tcl <<EOT
read_liberty $LIB
read_verilog lane_deskew4_net.v
link_design lane_deskew4
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.2 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
check_setup -verbose
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -through [get_pins u_tap2/*] -digits 3
report_checks -path_delay max -group_count 5 -endpoint_count 1 -format end
report_net -connections aligned
report_instance -connections u_tap3
report_wns
EOT
timeout 60 sta -no_splash -exit deskew_sta.tcl > deskew_sta.rpt 2>&1
