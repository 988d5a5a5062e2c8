#!/bin/bash
# cedar_fsm mapped to OSU035 through the Makefile; make output is kept as build/make.out
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf hdl build
mkdir -p hdl build
cp ../../designs/cedar_fsm/cedar_fsm.v hdl/
make OSU035_LIB="$OSU035_LIB" all > build/make.out 2>&1
echo "make exit status: $?" >> build/make.out
