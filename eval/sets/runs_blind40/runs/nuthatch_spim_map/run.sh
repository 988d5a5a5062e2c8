#!/bin/bash
# nuthatch_spim: flattened synthesis mapped to OSU035, then OpenSTA setup+hold checks and power at 5 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf logs sta.reports netlist nuthatch_spim.v
mkdir -p logs sta.reports netlist
cp ../../designs/nuthatch_spim/nuthatch_spim.v .

yosys -l logs/yosys.log -p "
read_verilog nuthatch_spim.v
synth -top nuthatch_spim -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/nuthatch_spim_osu035.v
" > /dev/null

sta -exit sta.tcl > logs/sta.log 2>&1
