#!/bin/bash
# muskrat_bcd: Makefile-driven clock-period sweep (3, 4, 5, 6, 8 ns)
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
mkdir -p rtl
cp ../../designs/muskrat_bcd/muskrat_bcd.v rtl/
make clean > /dev/null
make all > make.log 2>&1
