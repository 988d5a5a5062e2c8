#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# lint only: iverilog compile (null target) and a yosys read + check, no synthesis
rm -rf *.v lint
mkdir -p lint
cp ../../designs/jay_debounce/jay_debounce.v .
iverilog -g2005 -Wall -t null jay_debounce.v > lint/iverilog_wall.log 2>&1
yosys -l lint/yosys_check.log -p "read_verilog jay_debounce.v; hierarchy -check -top jay_debounce; proc; check -assert" > /dev/null
