#!/bin/bash
# dolphin_fifo_d16: synchronous FIFO with DEPTH=16 (chparam), WIDTH=8, mapped to OSU035;
# area/cell statistics plus a setup check at 10 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn_d16 timing
mkdir -p rtl syn_d16 timing
cp ../../designs/dolphin_fifo/dolphin_fifo.v rtl/

yosys -l syn_d16/synth.log -p "
read_verilog rtl/dolphin_fifo.v
chparam -set DEPTH 16 -set WIDTH 8 dolphin_fifo
synth -top dolphin_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn_d16/dolphin_fifo_d16.v
"

sta -no_init -no_splash -exit fifo_sta.tcl > timing/setup_10ns.rpt 2>&1
rm -f .history_sta
