#!/bin/bash
# margay_sat: quiet yosys run (-q), stat captured with tee, netlists written as BLIF and Verilog
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf out
mkdir -p out/reports
cp ../../designs/margay_sat/margay_sat.v out/
yosys -q -p "
read_verilog out/margay_sat.v
synth -top margay_sat -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
tee -q -o out/reports/margay_stat.txt stat -liberty $OSU035_LIB
write_blif out/margay_sat.blif
write_verilog -noattr out/margay_sat_net.v
" > out/yosys_console.log 2>&1
