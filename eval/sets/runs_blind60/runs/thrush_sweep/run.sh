#!/bin/bash
# Makefile-driven period sweep for thrush_div (see PERIODS in the Makefile)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl
cp ../../designs/thrush_div/thrush_div.v rtl/
make clean > /dev/null
make all OSU035_LIB=$OSU035_LIB > make.out 2>&1
