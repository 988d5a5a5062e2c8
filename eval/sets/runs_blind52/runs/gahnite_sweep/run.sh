#!/bin/bash
# MAC slice clock sweep (4/5/6/8/10 ns) driven by the Makefile next to this script.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl
cp ../../designs/gahnite_mul/gahnite_mul.v rtl/
make -f Makefile clean > /dev/null
make -f Makefile all OSU035_LIB="$OSU035_LIB" > make.out 2>&1
