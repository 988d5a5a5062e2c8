#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# run_length_enc: Icarus self-checking simulation (rle_sim.log) + generic synth (no liberty: stat without area;
# stat -width on the coarse RTL cells before synth); yosys -l rle_yosys.log -p; not timed
cp ../../designs/run_length_enc/run_length_enc.v ../../designs/run_length_enc/tb_run_length_enc.v .
iverilog -g2005 -o rle_tb.vvp tb_run_length_enc.v run_length_enc.v > rle_sim.log 2>&1
vvp -n rle_tb.vvp >> rle_sim.log 2>&1
rm -f rle_tb.vvp
yosys -l rle_yosys.log -p "read_verilog run_length_enc.v; hierarchy -check -top run_length_enc; proc; opt; wreduce; stat -width; synth -top run_length_enc; opt -full; stat" > /dev/null
