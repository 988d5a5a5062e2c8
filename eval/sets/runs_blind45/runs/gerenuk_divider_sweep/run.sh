#!/bin/bash
# gerenuk_divider: clock-period sweep driven by the Makefile (PERIODS := 3.0 4.0 5.0 6.0)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make clean > /dev/null
mkdir -p rtl
cp ../../designs/gerenuk_divider/gerenuk_divider.v rtl/
make all > make.out 2>&1
