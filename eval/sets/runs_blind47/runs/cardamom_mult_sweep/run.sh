#!/bin/bash
# Makefile-driven clock-period sweep of the 8x8 multiplier (OSU035, quiet yosys).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl && mkdir -p rtl
cp ../../designs/cardamom_mult/cardamom_mult.v rtl/
make clean > /dev/null
make all OSU035_LIB=$OSU035_LIB > make.log 2>&1
