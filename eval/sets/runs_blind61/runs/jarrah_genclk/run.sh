#!/bin/bash
# jarrah_timer: OSU035 mapping, STA with the prescaler output declared as a generated clock (/4)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/jarrah_timer/jarrah_timer.v rtl/
yosys -l syn/jarrah_synth.log -p "read_verilog rtl/jarrah_timer.v; synth -top jarrah_timer; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr syn/jarrah_timer.v" > /dev/null
# the flop that drives clk_div4 gets an anonymous name from abc/dfflibmap: look it up in the netlist
DIVFF=$(awk '/DFF/ {inst=$2} /\.Q\(clk_div4\)/ {print inst; exit}' syn/jarrah_timer.v)
echo "set DIVFF $DIVFF" > sta/divff.tcl
sta -no_init -exit constraints.tcl > sta/timing.rpt 2>&1
rm -f .history_sta
