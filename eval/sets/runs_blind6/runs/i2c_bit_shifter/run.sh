#!/bin/bash
# Regenerates runs/i2c_bit_shifter: elaboration stops on a missing module.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/i2c_bit_shifter/i2c_bit_shifter.v .

cat > i2c.ys <<EOF
read_verilog i2c_bit_shifter.v
hierarchy -check -top i2c_bit_shifter
synth -top i2c_bit_shifter
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr i2c_bit_shifter_syn.v
EOF
yosys -s i2c.ys 2>&1 | tee yosys.log > /dev/null
