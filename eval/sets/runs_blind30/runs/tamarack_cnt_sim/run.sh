#!/bin/bash
# tamarack_cnt self-checking simulation with iverilog/vvp (expected to expose the wrap bug)
cd "$(dirname "$0")"
rm -rf tb sim
mkdir -p tb sim
cp ../../designs/tamarack_cnt/tamarack_cnt.v ../../designs/tamarack_cnt/tamarack_cnt_tb.v tb/
iverilog -g2005 -Wall -o sim/tamarack.vvp tb/tamarack_cnt_tb.v tb/tamarack_cnt.v > sim/compile.log 2>&1
vvp -n sim/tamarack.vvp > sim/sim_output.log 2>&1
