#!/bin/bash
# badger_regfile mapped to OSU035 (memory to flops + muxes); log written to yosys.out at the run root, netlist as JSON
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl gen yosys.out
mkdir -p rtl gen
cp ../../designs/badger_regfile/badger_regfile.v rtl/
yosys -l yosys.out -p "
read_verilog rtl/badger_regfile.v
synth -top badger_regfile
memory_map
opt
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_json gen/badger_regfile.json
write_verilog -noattr gen/badger_regfile.v
" > /dev/null
