#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src logs out; mkdir -p src logs out
cp $D/vote3/vote3.v src/
yosys -l logs/yosys.log -p "read_verilog src/vote3.v; synth -top vote3; check -assert; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; stat -liberty $OSU035_LIB; write_verilog -noattr out/vote3_net.v" > /dev/null
echo "yosys exit code: $?" > logs/exit_code.txt
