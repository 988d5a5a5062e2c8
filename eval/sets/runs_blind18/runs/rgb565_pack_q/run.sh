#!/bin/bash
# rgb565_pack: quiet yosys run, only the statistics are kept (tee -o)
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"
mkdir -p src && cp ../../designs/rgb565_pack/*.v src/
yosys -q -p "read_verilog src/rgb565_pack.v; synth -top rgb565_pack; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; tee -o cell_stats.txt stat -liberty $LIB; write_verilog -noattr rgb565_pack.mapped.v" > yosys_console.txt 2>&1
sta -no_splash -exit sta_rgb.tcl > sta_rgb.log 2>&1
