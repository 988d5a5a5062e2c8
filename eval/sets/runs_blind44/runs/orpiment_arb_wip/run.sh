#!/bin/bash
# orpiment_arbiter: synth of the work-in-progress edit (orpiment_arbiter_wip.v) before it was committed
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src logs
mkdir -p src logs
cp ../../designs/orpiment_arbiter/orpiment_arbiter_wip.v src/orpiment_arbiter.v
yosys -p "read_verilog src/orpiment_arbiter.v; synth -top orpiment_arbiter; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; stat -liberty $OSU035_LIB; write_verilog -noattr src/orpiment_arbiter_osu.v" > logs/arb_synth.log 2>&1
echo "yosys returned $?" >> logs/arb_synth.log
