#!/bin/bash
# yarrow_shifter: Makefile-driven flow (synthesis to OSU035, then one STA run sweeping three clock periods)
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf hdl work rpt make.log
mkdir -p hdl
cp ../../designs/yarrow_shifter/yarrow_shifter.v hdl/
make --no-print-directory -f Makefile all > make.log 2>&1
