#!/bin/bash
# nettle_mul widened to W=12 with chparam, OSU035 mapping, area report and a BLIF netlist
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out logs
mkdir -p rtl out logs
cp ../../designs/nettle_mul/nettle_mul.v rtl/

yosys -l logs/synth_w12.log -p "
read_verilog rtl/nettle_mul.v
chparam -set W 12 nettle_mul
synth -top nettle_mul -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
tee -o out/area_w12.txt stat -liberty $OSU035_LIB
write_verilog -noattr out/nettle_mul_w12.v
write_blif out/nettle_mul_w12.blif
" > /dev/null
