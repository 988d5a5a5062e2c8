#!/bin/bash
# rosewood_div clock-period sweep, driven by the Makefile (synthesis once, STA per period).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make clean > /dev/null
mkdir -p rtl
cp ../../designs/rosewood_div/rosewood_div.v rtl/
make all > make.log 2>&1
rm -f .history_sta
