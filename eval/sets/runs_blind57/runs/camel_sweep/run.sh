#!/bin/bash
# camel_sweep: 12-bit sequential divider, mapped once, then an OpenSTA clock-period sweep driven by the Makefile
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl
mkdir -p rtl
cp ../../designs/camel_divider/camel_divider.v rtl/
make -s clean
make -s all LIB=$OSU035_LIB
