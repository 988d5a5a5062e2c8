#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# fast_slow_xing, run 2 of 2: same RTL and synthesis, clk_f 5 ns / clk_s 5.5 ns with NO clock groups or
# false paths, so the synchronizer inputs are timed as ordinary paths; yosys -s > log 2>&1
cp ../../designs/fast_slow_xing/fast_slow_xing.v .
cat > fsx_open.ys <<EOT
read_verilog fast_slow_xing.v
hierarchy -check -top fast_slow_xing
synth -top fast_slow_xing
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr fast_slow_xing_net.v
EOT
yosys -s fsx_open.ys > synth_open.log 2>&1
cat > fsx_open_sta.tcl <<EOT
read_liberty $LIB
read_verilog fast_slow_xing_net.v
link_design fast_slow_xing
create_clock -name clk_f -period 5 [get_ports clk_f]
create_clock -name clk_s -period 5.5 [get_ports clk_s]
set_input_delay 1.0 -clock clk_f [get_ports {ev rst_f_n}]
set_input_delay 2.0 -clock clk_s [get_ports {clr rst_s_n}]
set_output_delay 1.0 -clock clk_f [get_ports clr_seen_f]
set_output_delay 2.0 -clock clk_s [get_ports {delta[*] total_s[*]}]
report_checks -path_delay min_max -digits 3
report_checks -path_delay min_max -from [get_clocks clk_f] -to [get_clocks clk_s] -format full_clock -digits 3
report_checks -path_delay max -from [get_clocks clk_s] -to [get_clocks clk_f] -group_count 3 -format end
report_worst_slack
report_tns
EOT
sta -no_splash -exit fsx_open_sta.tcl > fsx_open_sta.rpt 2>&1
