#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src logs; mkdir -p src logs
cp $D/tiny_cpu/tiny_cpu.v $D/tiny_cpu/tiny_alu.v $D/tiny_cpu/tiny_dec.v src/
cat > logs/synth.ys <<'YS'
# v1 script: file list is incomplete
read_verilog src/tiny_cpu.v src/tiny_alu.v src/tiny_dec.v
hierarchy -check -top tiny_cpu
synth -top tiny_cpu
stat
YS
yosys -s logs/synth.ys > logs/yosys.log 2>&1
echo "yosys exit code: $?" >> logs/yosys.log
