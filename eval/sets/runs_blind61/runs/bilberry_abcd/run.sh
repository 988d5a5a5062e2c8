#!/bin/bash
# bilberry_mac: hierarchical OSU035 mapping with a delay-driven ABC (abc -D 6000), STA at 12 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl "run-2024 results"
mkdir -p rtl "run-2024 results"
cp ../../designs/bilberry_mac/bilberry_mac.v ../../designs/bilberry_mac/bilberry_mult.v rtl/
yosys -l "run-2024 results/yosys_abcD.log" -c scripts/syn_abcd.tcl > /dev/null
sta -no_init -exit scripts/sta_12ns.tcl > "run-2024 results/sta_12ns.rpt" 2>&1
rm -f .history_sta
