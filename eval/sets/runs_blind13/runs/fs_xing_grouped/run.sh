#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# fast_slow_xing, run 1 of 2: clk_f 5 ns / clk_s 12 ns declared asynchronous (set_clock_groups);
# yosys -p ... | tee; report_clock_properties; min_max -group_count 2; crossing report; check_setup
cp ../../designs/fast_slow_xing/fast_slow_xing.v .
CMD="read_verilog fast_slow_xing.v; hierarchy -check -top fast_slow_xing; synth -top fast_slow_xing; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr fast_slow_xing_net.v"
echo "yosys -p \"$CMD\" | tee fsx_yosys.log" > yosys_cmd.txt
yosys -p "$CMD" | tee fsx_yosys.log > /dev/null
cat > fsx_clocks.sdc <<EOT
create_clock -name clk_f -period 5 [get_ports clk_f]
create_clock -name clk_s -period 12 [get_ports clk_s]
set_clock_groups -asynchronous -group [get_clocks clk_f] -group [get_clocks clk_s]
set_input_delay 1.0 -clock clk_f [get_ports {ev rst_f_n}]
set_input_delay 2.0 -clock clk_s [get_ports {clr rst_s_n}]
set_output_delay 1.0 -clock clk_f [get_ports clr_seen_f]
set_output_delay 2.0 -clock clk_s [get_ports {delta[*] total_s[*]}]
EOT
cat > fsx_sta.tcl <<EOT
read_liberty $LIB
read_verilog fast_slow_xing_net.v
link_design fast_slow_xing
read_sdc fsx_clocks.sdc
report_clock_properties
check_setup -verbose
report_checks -path_delay min_max -group_count 2 -digits 3
report_checks -path_delay max -from [get_clocks clk_f] -to [get_clocks clk_s] -digits 3
report_tns
report_wns
EOT
sta -no_splash -exit fsx_sta.tcl > fsx_sta.rpt 2>&1
