#!/bin/bash
# marmot_tmr_syntax: Makefile flow for the timer peripheral; the RTL from
# ../../designs/marmot_tmr/marmot_tmr.v is copied through a local WIP sed patch.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make clean > /dev/null
make all > make_output.txt 2>&1
echo "make exit status: $?" >> make_output.txt
