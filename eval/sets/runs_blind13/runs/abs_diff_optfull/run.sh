#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# abs_diff_sum, run 1 of 2: combinational; 'opt -full' added after synth, before abc (no techmap in between);
# yosys -s 2>&1 | tee; STA script: set_max_delay 9.0 to sad[*], -unconstrained to peak_lane, driving cell / load
cp ../../designs/abs_diff_sum/abs_diff_sum.v .
cat > sad.ys <<EOT
read_verilog abs_diff_sum.v
hierarchy -check -top abs_diff_sum
synth -top abs_diff_sum
opt -full
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr abs_diff_sum_net.v
EOT
yosys -s sad.ys 2>&1 | tee sad_yosys.log > /dev/null
cat > sad_sta.tcl <<EOT
read_liberty $LIB
read_verilog abs_diff_sum_net.v
link_design abs_diff_sum
set_driving_cell -lib_cell INVX1 -pin Y [all_inputs]
set_load 0.06 [all_outputs]
set_max_delay 9.0 -from [all_inputs] -to [get_ports {sad[*]}]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 10 -endpoint_count 1 -format end
report_checks -unconstrained -to [get_ports {peak_lane[*]}] -digits 3
report_worst_slack
report_tns
EOT
sta -no_splash -exit sad_sta.tcl > sad_sta.rpt 2>&1
