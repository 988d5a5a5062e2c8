#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# sat_round16: purely combinational; set_max_delay / set_min_delay, min_max report, -format end; yosys -s | tee
cp ../../designs/sat_round16/sat_round16.v .
cat > satr.ys <<EOT
read_verilog sat_round16.v
hierarchy -check -top sat_round16
synth -top sat_round16
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr sat_round16_net.v
EOT
yosys -s satr.ys | tee satr_yosys.log > /dev/null
cat > satr_sta.tcl <<EOT
read_liberty $LIB
read_verilog sat_round16_net.v
link_design sat_round16
set_max_delay 12.0 -from [all_inputs] -to [all_outputs]
set_min_delay 1.0 -from [all_inputs] -to [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -group_count 4 -endpoint_count 1 -format end
report_wns
report_worst_slack
EOT
sta -no_splash -exit satr_sta.tcl > satr_sta.rpt 2>&1
