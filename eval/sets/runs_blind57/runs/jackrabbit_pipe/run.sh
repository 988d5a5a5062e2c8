#!/bin/bash
# jackrabbit_pipe: 2-stage 8x8 multiplier, Makefile flow (synth -> sta), outputs under dated folders
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl
mkdir -p rtl
cp ../../designs/jackrabbit_mult/jackrabbit_mult.v rtl/
make -s clean
make -s sta LIB=$OSU035_LIB
