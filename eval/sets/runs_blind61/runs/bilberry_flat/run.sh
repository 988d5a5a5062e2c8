#!/bin/bash
# bilberry_mac: flattened OSU035 mapping, STA at an aggressive 4 ns clock (setup + hold + power)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl logs bilberry_mac_flat.v bilberry_mac.sdc.used
mkdir -p rtl logs
cp ../../designs/bilberry_mac/bilberry_mac.v ../../designs/bilberry_mac/bilberry_mult.v rtl/
yosys -l logs/01_synth.log -p "read_verilog rtl/bilberry_mult.v rtl/bilberry_mac.v; synth -flatten -top bilberry_mac; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr bilberry_mac_flat.v" > /dev/null
sta -no_init -exit sta_run.tcl > logs/02_sta.log 2>&1
rm -f .history_sta
