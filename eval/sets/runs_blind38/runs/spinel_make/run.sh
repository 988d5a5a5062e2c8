#!/bin/bash
# spinel_make: 32-bit popcount with registered outputs (-DSPINEL_REG_OUT), Makefile flow:
# mapped OSU035 synthesis, then OpenSTA timing + power; everything lands in build.osu035/.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
make -s clean
mkdir -p src
cp ../../designs/spinel_popcount/spinel_popcount.v src/
make LIB=$OSU035_LIB all 2>&1 | tee make_console.txt
