#!/bin/bash
# rorqual_gray_sweep: Makefile-driven clock-period sweep of the Gray counter (mapped OSU035 + OpenSTA)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
mkdir -p rtl
cp ../../designs/rorqual_gray/rorqual_gray.v rtl/
make -s clean
make -s all > make_output.txt 2>&1
