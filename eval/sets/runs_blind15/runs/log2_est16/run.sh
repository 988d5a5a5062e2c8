#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# log2_est16: combinational, no clock; abc -D 3000 (3 ns delay target); set_max_delay 6.0 inputs -> outputs;
# set_driving_cell INVX1 / set_load 0.05; yosys -s piped through tee
cp ../../designs/log2_est16/log2_est16.v .
cat > log2.ys <<EOT
read_verilog log2_est16.v
hierarchy -check -top log2_est16
synth -top log2_est16
abc -D 3000 -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr log2_est16_net.v
EOT
yosys -s log2.ys | tee log2_build.log > /dev/null
cat > log2_sta.tcl <<EOT
read_liberty $LIB
read_verilog log2_est16_net.v
link_design log2_est16
set_driving_cell -lib_cell INVX1 -pin Y [all_inputs]
set_load 0.05 [all_outputs]
set_max_delay 6.0 -from [all_inputs] -to [all_outputs]
report_checks -path_delay max -fields {input_pin slew cap} -digits 3
report_checks -path_delay max -group_count 4 -endpoint_count 1 -format end
report_checks -path_delay max -from [get_ports round_en] -digits 3
report_worst_slack -digits 3
EOT
timeout 60 sta -no_splash -exit log2_sta.tcl > log2_sta.rpt 2>&1
