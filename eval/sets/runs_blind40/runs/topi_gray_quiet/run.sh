#!/bin/bash
# topi_gray: quiet OSU035 mapping (yosys -q); console output goes through tee to quiet.log, the
# statistics are kept with 'tee -o'. Netlists as Verilog and BLIF. No timing analysis.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf _q topi_gray.v quiet.log
mkdir -p _q
cp ../../designs/topi_gray/topi_gray.v .

yosys -q -p "
read_verilog topi_gray.v
synth -top topi_gray -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o _q/topi_gray_stat.txt stat -liberty $OSU035_LIB
write_verilog -noattr _q/topi_gray_osu035.v
write_blif _q/topi_gray_osu035.blif
" 2>&1 | tee quiet.log
