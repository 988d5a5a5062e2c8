#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src syn; mkdir -p src syn
cp $D/tiny_cpu/*.v src/
cat > syn/hier.ys <<YS
read_verilog src/tiny_cpu.v src/tiny_alu.v src/tiny_dec.v src/tiny_regs.v
hierarchy -check -top tiny_cpu
synth -top tiny_cpu
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB -top tiny_cpu
write_verilog -noattr syn/tiny_cpu_hier.v
YS
yosys -t -l syn/yosys.log -s syn/hier.ys > /dev/null
