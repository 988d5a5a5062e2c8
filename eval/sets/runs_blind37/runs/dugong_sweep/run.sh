#!/bin/bash
# dugong_sweep: clock-period sweep of the flattened MAC netlist, driven by the Makefile.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
make clean > /dev/null
make all OSU035_LIB="$OSU035_LIB" RTL_SRC=../../designs/dugong_mac/ > make.out 2>&1
echo "make exited with $?"
