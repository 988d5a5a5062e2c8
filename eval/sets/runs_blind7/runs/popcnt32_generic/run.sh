#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# popcnt32_generic (top popcnt32): generic synth, no liberty, -p one-liner
cp ../../designs/popcnt32_generic/popcnt32.v .
yosys -p "read_verilog popcnt32.v; synth -top popcnt32; stat; write_verilog -noattr popcnt32_generic.v" > popcnt32_yosys.log 2>&1
