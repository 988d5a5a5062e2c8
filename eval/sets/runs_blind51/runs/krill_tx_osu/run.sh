#!/bin/bash
# krill_uarttx (UART TX, CLKS_PER_BIT=16) -> OSU035 cells, then OpenSTA at 100 MHz (setup + hold + power)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl _logs out.sta krill_uarttx_osu.v
mkdir -p rtl _logs out.sta
cp ../../designs/krill_uarttx/krill_uarttx.v rtl/

yosys -l _logs/yosys_krill.log -p "
read_verilog rtl/krill_uarttx.v
synth -top krill_uarttx -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr krill_uarttx_osu.v
" > /dev/null

sta -no_splash -exit krill_sta.tcl > out.sta/krill_timing.rpt 2>&1
