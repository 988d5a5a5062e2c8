#!/bin/bash
# jadeite_scr_sta: scrambler flops mapped with dfflibmap, logic through abc, then OpenSTA at 100 MHz.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl synth timing
mkdir -p rtl synth timing
cp ../../designs/jadeite_scrambler/jadeite_scrambler.v rtl/

yosys -l synth/jadeite.log -p "
read_verilog rtl/jadeite_scrambler.v
synth -top jadeite_scrambler
dfflibmap -liberty $OSU035_LIB
abc
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr synth/jadeite_scrambler_netlist.v
" > /dev/null

sta -no_splash -exit jadeite_sta.tcl > timing/jadeite_sta.log 2>&1
