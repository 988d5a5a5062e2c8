#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# divider testbench with six vectors
rm -rf *.v *.vvp sim.out
cp ../../designs/gar_divider/gar_divider.v ../../designs/gar_divider/gar_divider_tb.v .
iverilog -g2005 -o gar_tb.vvp gar_divider_tb.v gar_divider.v > sim.out 2>&1
vvp -n gar_tb.vvp >> sim.out 2>&1
rm -f gar_tb.vvp
