#!/bin/bash
# sassafras_seq (1011 detector): Makefile flow, quiet yosys with the interesting bits tee'd, OSU035 + STA at 3 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make clean > /dev/null 2>&1
mkdir -p rtl
cp ../../designs/sassafras_seq/sassafras_seq.v rtl/
make all 2>&1 | tee flow.out
