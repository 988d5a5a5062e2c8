#!/bin/bash
# Regenerates runs/fir3_smoother: elaboration stops on a bad port name.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/fir3_smoother/fir3_smoother.v .

cat > fir3.ys <<EOF
read_verilog fir3_smoother.v
hierarchy -check -top fir3_smoother
synth -flatten -top fir3_smoother
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr fir3_smoother_syn.v
EOF
yosys -s fir3.ys > fir3_yosys.out 2>&1
