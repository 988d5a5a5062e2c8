#!/bin/bash
# oyster_alu: RTL simulation (self-checking, 2048 vectors) with Icarus, then technology-independent
# yosys synth (no liberty); JSON, BLIF and Verilog netlists
cd "$(dirname "$0")"
rm -rf src sim.d netlists.generic yosys.log
mkdir -p src sim.d netlists.generic
cp ../../designs/oyster_alu/oyster_alu.v ../../designs/oyster_alu/oyster_alu_tb.v src/
iverilog -g2005 -o sim.d/alu_tb.vvp src/oyster_alu_tb.v src/oyster_alu.v 2> sim.d/iverilog_warnings.txt
vvp -n sim.d/alu_tb.vvp > sim.d/alu_sim.log
yosys -l yosys.log -p "
read_verilog src/oyster_alu.v
synth -top oyster_alu
stat
write_json netlists.generic/oyster_alu.json
write_blif netlists.generic/oyster_alu.blif
write_verilog -noattr netlists.generic/oyster_alu_gen.v
" > /dev/null
