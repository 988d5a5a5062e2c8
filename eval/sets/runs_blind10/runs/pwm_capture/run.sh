#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# pwm_capture: two asynchronous clocks (cap_clk 10 ns, pclk 7 ns) via set_clock_groups + false path from rst; yosys -c Tcl with -l
cp ../../designs/pwm_capture/pwm_capture.v .
cat > pwmcap.tcl <<EOT
yosys read_verilog pwm_capture.v
yosys hierarchy -check -top pwm_capture
yosys synth -top pwm_capture
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr pwm_capture_syn.v
EOT
yosys -c pwmcap.tcl -l pwmcap_yosys.log > /dev/null 2>&1
cat > pwmcap_sta.tcl <<EOT
read_liberty $LIB
read_verilog pwm_capture_syn.v
link_design pwm_capture
create_clock -name cap_clk -period 10 [get_ports cap_clk]
create_clock -name pclk -period 7 [get_ports pclk]
set_clock_groups -asynchronous -group {cap_clk} -group {pclk}
set_input_delay 1.0 -clock cap_clk [get_ports {pwm_in rst}]
set_output_delay 1.5 -clock pclk [all_outputs]
set_false_path -from [get_ports rst]
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay max -from [get_clocks cap_clk] -to [get_clocks pclk] -digits 3
report_checks -path_delay min -group_count 2 -digits 3
report_worst_slack
report_tns
EOT
sta -no_splash -exit pwmcap_sta.tcl > pwmcap_sta.rpt 2>&1
