#!/bin/bash
# okapi_alu WIDTH=16 through the Makefile
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
make clean > /dev/null
cp ../../designs/okapi_alu/okapi_alu.v .
make OSU035_LIB=$OSU035_LIB 2>&1 | tee make.log
