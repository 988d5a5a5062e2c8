#!/bin/bash
# tarpon_mac: synthesise once (OSU035), then sweep the clock period with OpenSTA via the Makefile
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
make -s clean
mkdir -p rtl
cp ../../designs/tarpon_mac/tarpon_mac.v rtl/
make -s LIB=$OSU035_LIB sweep
