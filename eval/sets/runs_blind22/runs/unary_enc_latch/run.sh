#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src logs out; mkdir -p src logs out
cp $D/unary_enc/unary_enc.v src/
cat > out/synth.ys <<'YS'
read_verilog src/unary_enc.v
hierarchy -top unary_enc
proc
opt
check
synth -top unary_enc
select -count t:$_DLATCH_*
stat
write_verilog -noattr out/unary_enc_syn.v
YS
yosys -l logs/synth.log out/synth.ys > /dev/null
