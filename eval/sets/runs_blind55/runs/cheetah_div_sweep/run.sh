#!/bin/bash
# cheetah_div_sweep: map the 8-bit divider to OSU035 once, then sweep the clock period
# with OpenSTA (driven by the Makefile: one report per period under sweep.out/).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make clean
mkdir -p src
cp ../../designs/cheetah_div/cheetah_div.v src/
make all
rm -f .history_sta
