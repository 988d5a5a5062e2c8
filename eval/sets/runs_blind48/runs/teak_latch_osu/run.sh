#!/bin/bash
# teak_latch_osu: latch-based register file; yosys latches ($_DLATCH_*) are techmapped onto the OSU035 LATCH cell
# before dfflibmap/abc, then OpenSTA checks flop->latch->output timing at 125 MHz.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl work
mkdir -p rtl work
cp ../../designs/teak_latch_regs/teak_latch_regs.v rtl/

yosys -l work/teak_synth.log -p "
read_verilog rtl/teak_latch_regs.v
synth -top teak_latch_regs
stat
techmap -map osu035_latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr work/teak_latch_regs_osu035.v
write_blif work/teak_latch_regs.blif
" > /dev/null

sta -no_splash -exit teak_sta.tcl > work/teak_timing.txt 2>&1
