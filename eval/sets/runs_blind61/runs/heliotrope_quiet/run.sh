#!/bin/bash
# heliotrope_lfsr: quiet yosys (-q) with tee'd stat, ABC with a delay target (abc -D 2500 ps), then STA at 3 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl .q_out heliotrope_lfsr.blif heliotrope_lfsr_net.v
mkdir -p rtl .q_out
cp ../../designs/heliotrope_lfsr/heliotrope_lfsr.v rtl/
yosys -q -p "read_verilog rtl/heliotrope_lfsr.v; synth -top heliotrope_lfsr; dfflibmap -liberty $OSU035_LIB; abc -D 2500 -liberty $OSU035_LIB; opt_clean; tee -o .q_out/stat_area.txt stat -liberty $OSU035_LIB; write_verilog -noattr heliotrope_lfsr_net.v; write_blif heliotrope_lfsr.blif" 2>&1 | tee .q_out/yosys_console.txt
sta -no_init -exit timing.tcl 2>&1 | tee .q_out/timing_3ns.txt > /dev/null
rm -f .history_sta
