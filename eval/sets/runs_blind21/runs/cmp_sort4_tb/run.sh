#!/bin/bash
# top: cmp_sort4
# design: cmp_sort4
# flow: iverilog self-checking testbench, then yosys -p synth -run begin:fine (generic, stops before techmap); no STA
# yosys_log: logs/yosys.log
# sta_report: -
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src logs sim; mkdir -p src logs sim
cp ../../designs/cmp_sort4/*.v src/
iverilog -Wall -o sim/sort_tb src/cmp_sort4_tb.v src/cmp_sort4.v > logs/iverilog.log 2>&1
vvp sim/sort_tb > logs/sim.log 2>&1
yosys -l logs/yosys.log -p "read_verilog src/cmp_sort4.v; synth -top cmp_sort4 -run begin:fine; stat; check" > /dev/null
