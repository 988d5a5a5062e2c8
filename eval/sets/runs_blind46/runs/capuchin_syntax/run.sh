#!/bin/bash
# Work-in-progress ALU edit (capuchin_alu_wip.v) pushed through the normal OSU035 synthesis script.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out_wip
mkdir -p rtl out_wip
cp ../../designs/capuchin_alu/capuchin_alu_wip.v rtl/
yosys -l out_wip/build.log -p "
read_verilog rtl/capuchin_alu_wip.v
synth -top capuchin_alu -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr out_wip/capuchin_alu_mapped.v
"
