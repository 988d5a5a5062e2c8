#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# local edit of the LFSR (extra tap) left a missing semicolon; both tools reject it
rm -rf *.v build
mkdir -p build
cp ../../designs/dikdik_lfsr/dikdik_lfsr.v dikdik_lfsr_edit.v
sed -i 's/wire fb = q\[11\] ^ q\[10\] ^ q\[9\] ^ q\[3\];/wire fb = q[11] ^ q[10] ^ q[9] ^ q[3] ^ q[0]/' dikdik_lfsr_edit.v
iverilog -g2005 -t null dikdik_lfsr_edit.v > build/iverilog.log 2>&1
yosys -l build/yosys.log -p "read_verilog dikdik_lfsr_edit.v; synth -top dikdik_lfsr; stat" > /dev/null 2>&1
