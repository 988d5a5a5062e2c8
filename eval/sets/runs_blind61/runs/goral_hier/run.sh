#!/bin/bash
# goral_alu: hierarchical (no flatten) OSU035 mapping, per-module stat, EDIF + Verilog netlists
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf hdl "logs & reports" goral_alu_hier.v goral_alu.edf
mkdir -p hdl "logs & reports"
cp ../../designs/goral_alu/goral_alu.v ../../designs/goral_alu/goral_adder.v ../../designs/goral_alu/goral_logic.v hdl/
yosys -l "logs & reports/synth_hier.log" -p "read_verilog hdl/goral_adder.v hdl/goral_logic.v hdl/goral_alu.v; hierarchy -check -top goral_alu; synth -top goral_alu; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr goral_alu_hier.v; write_edif goral_alu.edf" > /dev/null
