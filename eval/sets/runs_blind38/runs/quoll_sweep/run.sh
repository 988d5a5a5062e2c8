#!/bin/bash
# quoll_sweep: GCD unit mapped once to OSU035, then timed at several clock periods (Makefile-driven sweep).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
make clean > /dev/null
mkdir -p rtl
cp ../../designs/quoll_gcd/quoll_gcd.v rtl/
make OSU035_LIB=$OSU035_LIB
