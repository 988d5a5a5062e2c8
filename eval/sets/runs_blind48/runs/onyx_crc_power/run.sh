#!/bin/bash
# onyx_crc_power: byte-wide CRC-32 mapped to OSU035 (EDIF + Verilog out), OpenSTA min/max at 250 MHz plus
# report_power with 20% input activity.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf "+rtl+" "=yosys=" "~sta~"
mkdir -p "+rtl+" "=yosys=" "~sta~"
cp ../../designs/onyx_crc32/onyx_crc32.v "+rtl+/"

yosys -l "=yosys=/onyx_crc32.yosys.log" -p "
read_verilog +rtl+/onyx_crc32.v
synth -top onyx_crc32
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr =yosys=/onyx_crc32.mapped.v
write_edif =yosys=/onyx_crc32.edf
" > /dev/null

sta -no_splash -exit onyx.tcl > "~sta~/onyx_crc32.minmax_power.txt" 2>&1
