#!/bin/bash
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# almond_fir re-run with TAPS raised from 4 to 8 (chparam), same OSU035 mapping; area report only
rm -rf rtl syn
mkdir -p rtl syn
cp ../../designs/almond_fir/almond_fir.v rtl/

yosys -l syn/taps8.log -p "
read_verilog rtl/almond_fir.v
chparam -set TAPS 8 almond_fir
synth -top almond_fir -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
tee -o syn/area_taps8.rpt stat -liberty $OSU035_LIB
write_verilog -noattr syn/almond_fir_taps8.v
" > /dev/null
