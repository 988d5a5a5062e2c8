#!/bin/bash
# nyala_seqdet: Makefile-driven quiet flow (yosys -q, reports captured with tee), JSON + Verilog netlists, STA at 4 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make clean > /dev/null
mkdir -p rtl
cp ../../designs/nyala_seqdet/nyala_seqdet.v rtl/
make > make_stdout.txt 2>&1
