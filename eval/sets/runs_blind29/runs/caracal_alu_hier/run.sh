#!/bin/bash
# caracal_alu mapped to OSU035 keeping the submodules (no flatten); per-module stat and hierarchical netlist
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf syn
mkdir -p syn/rtl syn/out
cp ../../designs/caracal_alu/caracal_alu.v syn/rtl/

yosys -l syn/caracal_hier.log -p "
read_verilog syn/rtl/caracal_alu.v
hierarchy -check -top caracal_alu
synth -top caracal_alu
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/out/caracal_alu_hier.v
" > /dev/null
