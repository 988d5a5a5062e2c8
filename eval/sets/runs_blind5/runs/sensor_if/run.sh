#!/bin/bash
# sensor_if: synthesis with an explicit 'check' pass; everything goes to build.log
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/sensor_if/sensor_if.v .
cat > sensor_if.ys <<YS
read_verilog sensor_if.v
hierarchy -top sensor_if
synth -top sensor_if
check
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr sensor_if_syn.v
YS
yosys -s sensor_if.ys > build.log 2>&1
