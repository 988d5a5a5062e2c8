#!/bin/bash
# larkspur_latch: latch inference, $_DLATCH_P_ techmapped onto the OSU035 LATCH cell, abc, stat -liberty, BLIF + Verilog out
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl "syn results" larkspur_latch.vg larkspur_latch.blif
mkdir -p rtl "syn results"
cp ../../designs/larkspur_latch/larkspur_latch.v rtl/
yosys -l "syn results/latch_synth.log" -p "read_verilog rtl/larkspur_latch.v; synth -top larkspur_latch; techmap -map cells_latch_map.v; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr larkspur_latch.vg; write_blif larkspur_latch.blif" > /dev/null
