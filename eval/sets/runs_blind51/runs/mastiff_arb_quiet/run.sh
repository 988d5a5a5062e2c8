#!/bin/bash
# mastiff_arbiter: quiet yosys (-q) flattened OSU035 mapping, stats captured with tee; OpenSTA at 4 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl q_out
mkdir -p rtl q_out
cp ../../designs/mastiff_arbiter/mastiff_arbiter.v rtl/
yosys -q -p "read_verilog rtl/mastiff_arbiter.v; synth -flatten -top mastiff_arbiter; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; tee -o q_out/mastiff_stat.txt stat -liberty $OSU035_LIB; write_verilog -noattr q_out/mastiff_arbiter_flat.v" 2>&1 | tee q_out/yosys_quiet.log
sta -no_splash -exit arb_4ns.tcl 2>&1 | tee q_out/arb_4ns.rpt > /dev/null
