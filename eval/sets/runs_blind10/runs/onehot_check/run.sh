#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# onehot_check: purely combinational, no clock; set_max_delay / set_min_delay from inputs to outputs; yosys -s -l -q
cp ../../designs/onehot_check/onehot_check.v .
cat > onehot.ys <<EOT
read_verilog onehot_check.v
hierarchy -check -top onehot_check
synth -top onehot_check
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr onehot_check_mapped.v
EOT
yosys -s onehot.ys -l onehot_yosys.log -q
cat > onehot_sta.tcl <<EOT
read_liberty $LIB
read_verilog onehot_check_mapped.v
link_design onehot_check
set_max_delay 6.0 -from [all_inputs] -to [all_outputs]
set_min_delay 0.5 -from [all_inputs] -to [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -to [get_ports idx*] -group_count 4 -endpoint_count 1 -format end
report_worst_slack
EOT
sta -no_splash -exit onehot_sta.tcl > onehot_sta.rpt 2>&1
