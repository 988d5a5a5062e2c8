#!/bin/bash
# tanuki_gray: Makefile flow, synthesis then two-clock STA (clk_a 7 ns, clk_b 4.5 ns).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl out
mkdir -p rtl
cp ../../designs/tanuki_gray/tanuki_gray.v rtl/
make syn > make_syn.log 2>&1
make sta > make_sta.log 2>&1
rm -f .history_sta
