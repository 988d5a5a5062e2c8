#!/bin/bash
# The released ALU, synthesised quietly (yosys -q); only the tee'd stat report and the netlists are kept.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl q_out
mkdir -p rtl q_out
cp ../../designs/capuchin_alu/capuchin_alu.v rtl/
yosys -q -p "
read_verilog rtl/capuchin_alu.v
synth -top capuchin_alu -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o q_out/alu_stat.txt stat -liberty $OSU035_LIB
write_verilog -noattr q_out/capuchin_alu.v
write_blif q_out/capuchin_alu.blif
" 2>&1 | tee q_out/yosys_quiet.log
