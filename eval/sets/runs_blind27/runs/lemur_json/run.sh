#!/bin/bash
# lemur_ram mapped to OSU035 with the memory flattened to flops (no STA); netlist kept as JSON for a custom viewer
set -u
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
cd "$(dirname "$0")"
rm -rf rtl out
mkdir -p rtl out
cp ../../designs/lemur_ram/lemur_ram.v rtl/
yosys -l out/lemur_ram.ylog -p "
read_verilog rtl/lemur_ram.v
hierarchy -top lemur_ram
proc
tee -o out/memories_before_map.txt stat
synth -top lemur_ram
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_json out/lemur_ram.json
" > /dev/null
