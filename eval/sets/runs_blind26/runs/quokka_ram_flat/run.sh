#!/bin/bash
# RAM plus bypass wrapper, flattened and mapped to OSU035 (memory becomes flip-flops).
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf work
mkdir -p work/rtl work/netlist work/logs
cp ../../designs/quokka_ram/quokka_ram.v work/rtl/
yosys -l work/logs/quokka_flat.log -p "
read_verilog work/rtl/quokka_ram.v
hierarchy -check -top quokka_bypass
synth -flatten -top quokka_bypass
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr work/netlist/quokka_bypass_flat.v
" > /dev/null
