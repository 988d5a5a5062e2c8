#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src logs out; mkdir -p src logs out
cp $D/odd_even_merge/odd_even_merge.v src/
yosys -l logs/yosys.log -p "read_verilog src/odd_even_merge.v; hierarchy -check -top odd_even_merge; synth -flatten -top odd_even_merge; opt_clean -purge; stat; ltp -noff; select -count t:\$_MUX_; select -count t:\$_XOR_ t:\$_XNOR_; write_verilog -noattr out/odd_even_merge_gen.v" > /dev/null
echo "exit=$?" > logs/status.txt
