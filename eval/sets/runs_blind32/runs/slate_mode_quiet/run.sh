#!/bin/bash
# slate_mode: quiet yosys run (-q), OSU035 mapped; statistics kept only through tee -o
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl res
mkdir -p rtl res
cp ../../designs/slate_mode/slate_mode.v rtl/

yosys -q -p "
read_verilog rtl/slate_mode.v
synth -top slate_mode -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
tee -o res/slate_stat.txt stat -liberty $OSU035_LIB
write_verilog -noattr res/slate_mode_mapped.v
" > res/slate_console.out 2>&1
