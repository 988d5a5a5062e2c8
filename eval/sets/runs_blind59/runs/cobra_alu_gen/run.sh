#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# generic yosys synth of the ALU, netlists in three formats
rm -rf *.v *.log gen_nets
mkdir -p gen_nets
cp ../../designs/cobra_alu/cobra_alu.v .
yosys -l synth_generic.log -p "read_verilog cobra_alu.v; synth -top cobra_alu; stat; write_blif gen_nets/cobra_alu.blif; write_json gen_nets/cobra_alu.json; write_verilog -noattr gen_nets/cobra_alu_gen.v" > /dev/null
