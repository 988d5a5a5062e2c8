#!/bin/bash
# tourmaline_spim: hierarchical OSU035 synthesis (Verilog + EDIF netlists) and STA at 20 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl results logs
mkdir -p rtl results logs
cp ../../designs/tourmaline_spim/tourmaline_spim.v rtl/
sed "s#{LIB}#$OSU035_LIB#g" scripts/syn.ys > results/syn_expanded.ys
yosys -s results/syn_expanded.ys -l logs/yosys_syn.log > /dev/null 2>&1
sta -no_splash -exit scripts/sta.tcl > logs/timing.rpt 2>&1
