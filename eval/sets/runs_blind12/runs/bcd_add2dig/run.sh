#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# bcd_add2dig: combinational, no clock: set_max_delay 5.0 / set_min_delay 0.8 inputs -> outputs; min_max; -from cin -to cout; endpoint table; Icarus exhaustive self-check; yosys -s | tee
cp ../../designs/bcd_add2dig/bcd_add2dig.v ../../designs/bcd_add2dig/tb_bcd_add2dig.v .
cat > bcd.ys <<EOT
read_verilog bcd_add2dig.v
hierarchy -check -top bcd_add2dig
synth -top bcd_add2dig
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr bcd_add2dig_net.v
EOT
yosys -s bcd.ys | tee bcd_yosys.log > /dev/null
cat > bcd_sta.tcl <<EOT
read_liberty $LIB
read_verilog bcd_add2dig_net.v
link_design bcd_add2dig
set_max_delay 5.0 -from [all_inputs] -to [all_outputs]
set_min_delay 0.8 -from [all_inputs] -to [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -from [get_ports cin] -to [get_ports cout] -digits 3
report_checks -path_delay max -group_count 9 -endpoint_count 1 -format end
report_worst_slack
EOT
sta -no_splash -exit bcd_sta.tcl > bcd_sta.rpt 2>&1
iverilog -g2005 -o tb_bcd.vvp tb_bcd_add2dig.v bcd_add2dig.v > bcd_sim.log 2>&1
vvp -n tb_bcd.vvp >> bcd_sim.log 2>&1
rm -f tb_bcd.vvp
