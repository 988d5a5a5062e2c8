#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# motor_deadband: syntax error expected (missing semicolon before else), no netlist; yosys -s > log 2>&1; exit status kept
cp ../../designs/motor_deadband/motor_deadband.v .
cat > motor.ys <<EOT
read_verilog motor_deadband.v
hierarchy -check -top motor_deadband
synth -top motor_deadband
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr motor_deadband_net.v
EOT
yosys -s motor.ys > motor_synth.log 2>&1
echo "yosys exit status: $?" > exit_status.txt
