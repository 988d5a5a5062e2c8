#!/bin/bash
# hedgehog_alu_nosub: quick OSU035 synthesis of the ALU where only the top-level file
# was copied (hedgehog_alu_units.v forgotten) -> hierarchy check fails.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl synth.log hedgehog_alu_osu.v
mkdir -p rtl
cp ../../designs/hedgehog_alu/hedgehog_alu.v rtl/

yosys -l synth.log -p "
read_verilog rtl/hedgehog_alu.v
hierarchy -check -top hedgehog_alu
synth -top hedgehog_alu -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr hedgehog_alu_osu.v
"
echo "yosys exit code: $?" >> synth.log
