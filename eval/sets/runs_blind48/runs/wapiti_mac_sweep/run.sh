#!/bin/bash
# wapiti_mac_sweep: map the single-cycle MAC to OSU035 once, then sweep the clock period with OpenSTA (Makefile-driven).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make clean > /dev/null
cp ../../designs/wapiti_mac/wapiti_mac.v .
make all 2>&1 | tee make.out > /dev/null
