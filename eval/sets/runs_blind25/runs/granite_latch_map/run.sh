#!/bin/bash
# Latch-based register file mapped to OSU035 (DFFs via dfflibmap, logic via abc).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn
mkdir -p rtl syn
cp ../../designs/granite_latch/granite_latch.v rtl/
yosys -l syn/granite_synth.log -p "read_verilog rtl/granite_latch.v; synth -top granite_latch; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr syn/granite_latch_osu035.v" > /dev/null
