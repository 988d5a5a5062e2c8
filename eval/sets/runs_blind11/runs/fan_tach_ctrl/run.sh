#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# fan_tach_ctrl: multiple drivers (status[4], fault in two always blocks); check before/after synth; not timed; yosys -s | tee
cp ../../designs/fan_tach_ctrl/fan_tach_ctrl.v .
cat > fan.ys <<EOT
read_verilog fan_tach_ctrl.v
hierarchy -check -top fan_tach_ctrl
proc
check
synth -top fan_tach_ctrl
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
check
stat -liberty $LIB
write_verilog -noattr fan_tach_ctrl_net.v
EOT
yosys -s fan.ys 2>&1 | tee fan_synth.log > /dev/null
