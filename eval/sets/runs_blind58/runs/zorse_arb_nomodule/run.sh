#!/bin/bash
# zorse_arbiter round-robin arbiter: OSU035 synthesis attempt; only the top file is copied into the run
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src syn_out
mkdir -p src syn_out
cp ../../designs/zorse_arbiter/zorse_arbiter.v src/
yosys -l syn_out/zorse.log -p "
read_verilog src/zorse_arbiter.v
hierarchy -check -top zorse_arbiter
synth -top zorse_arbiter -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr syn_out/zorse_arbiter_osu.v
" > /dev/null 2>&1
echo "yosys returned $?" > syn_out/status.txt
