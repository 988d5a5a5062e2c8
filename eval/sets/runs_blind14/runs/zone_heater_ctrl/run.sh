#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# zone_heater_ctrl: check -assert after proc/opt fails (two drivers on heat_req, undriven zone_mask, combinational loop through alarm); yosys -s -l; exit status kept in status.txt; no netlist
cp ../../designs/zone_heater_ctrl/zone_heater_ctrl.v .
cat > zone.ys <<EOT
read_verilog zone_heater_ctrl.v
hierarchy -check -top zone_heater_ctrl
proc
opt_clean
check -assert
synth -top zone_heater_ctrl
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr zone_heater_ctrl_net.v
EOT
yosys -s zone.ys -l zone_check.log > /dev/null 2>&1
echo "exit=$?" > status.txt
