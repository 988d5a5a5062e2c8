#!/bin/bash
# periwinkle_sweep: restoring divider (N=16) mapped to OSU035, clock-period sweep driven by the Makefile
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
mkdir -p rtl
cp ../../designs/periwinkle_div/periwinkle_div.v rtl/
make clean
make all OSU035_LIB=$OSU035_LIB > make.out 2>&1
