#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# abs_diff_sum, run 2 of 2: plain synth -> abc -liberty (no opt -full); yosys -q -s -l; set_max_delay 9.0 to sad[*]
# only, peak / peak_lane unconstrained (report_checks -unconstrained); set_driving_cell / set_load; Icarus self-check
cp ../../designs/abs_diff_sum/abs_diff_sum.v ../../designs/abs_diff_sum/abs_diff_sum_tb.v .
cat > sad_comb.ys <<EOT
read_verilog abs_diff_sum.v
hierarchy -check -top abs_diff_sum
synth -top abs_diff_sum
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr abs_diff_sum_net.v
EOT
yosys -q -s sad_comb.ys -l sad_comb_synth.log
cat > sad_comb_sta.tcl <<EOT
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
sta -no_splash -exit sad_comb_sta.tcl > sad_comb_sta.rpt 2>&1
iverilog -g2005 -o sad_tb.vvp abs_diff_sum_tb.v abs_diff_sum.v > sad_sim.log 2>&1
vvp -n sad_tb.vvp >> sad_sim.log 2>&1
rm -f sad_tb.vvp
