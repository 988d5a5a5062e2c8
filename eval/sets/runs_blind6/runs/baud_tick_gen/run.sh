#!/bin/bash
# Regenerates runs/baud_tick_gen: one-liner synthesis that stops at the parser.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/baud_tick_gen/baud_tick_gen.v .
yosys -p "read_verilog baud_tick_gen.v; synth -top baud_tick_gen; dfflibmap -liberty $LIB; abc -liberty $LIB; stat -liberty $LIB; write_verilog -noattr baud_tick_gen_gl.v" > build.log 2>&1
echo "yosys exit code: $?" >> build.log
