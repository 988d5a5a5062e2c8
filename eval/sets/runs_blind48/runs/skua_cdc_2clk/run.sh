#!/bin/bash
# skua_cdc_2clk: two unrelated clocks (clk_a 100 MHz, clk_b 6.6 ns). STA first without any CDC exception,
# then again with clk_a/clk_b declared asynchronous.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/skua_cdc/skua_cdc.v rtl/

yosys -l syn/skua_cdc_synth.log -p "
read_verilog rtl/skua_cdc.v
synth -flatten -top skua_cdc
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/skua_cdc.vg
" > /dev/null

sta -no_splash -exit sta_noexc.tcl > sta/01_no_exceptions.rpt 2>&1
sta -no_splash -exit sta_async.tcl > sta/02_async_groups.rpt 2>&1
