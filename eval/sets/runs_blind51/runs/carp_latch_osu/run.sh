#!/bin/bash
# carp_latchbank: latch-based storage mapped to OSU035 (LATCH via techmap, flops via dfflibmap), STA at 10 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl results
mkdir -p rtl results
cp ../../designs/carp_latchbank/carp_latchbank.v rtl/
yosys -l results/carp_synth.log -p "
read_verilog rtl/carp_latchbank.v
synth -flatten -top carp_latchbank
techmap -map techmap/osu035_latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr results/carp_latchbank_mapped.v
" > /dev/null
sta -no_splash -exit carp.tcl > results/carp_sta.rpt 2>&1
