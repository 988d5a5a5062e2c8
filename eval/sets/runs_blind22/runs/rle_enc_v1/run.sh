#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src logs; mkdir -p src logs
cp $D/rle_enc/old/rle_enc_v1.v src/rle_enc.v
yosys -l logs/yosys.log -p "read_verilog src/rle_enc.v; synth -top rle_enc; stat" > /dev/null 2>&1
echo "yosys exit code: $?" >> logs/yosys.log.rc
