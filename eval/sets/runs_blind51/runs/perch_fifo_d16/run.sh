#!/bin/bash
# perch_fifo with DEPTH=16 (AW=4): Makefile flow, chparam, OSU035 mapping, OpenSTA setup check at 125 MHz
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
make -s clean
mkdir -p rtl
cp ../../designs/perch_fifo/perch_fifo.v rtl/
make -s all LIB=$OSU035_LIB
