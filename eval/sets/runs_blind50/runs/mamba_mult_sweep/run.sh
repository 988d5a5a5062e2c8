#!/bin/bash
# 8x8 registered multiplier: clock-period sweep driven by the Makefile (one synthesis,
# one OpenSTA run per period).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make clean > /dev/null
mkdir -p rtl
cp ../../designs/mamba_mult/mamba_mult.v rtl/
make all > make.log 2>&1
