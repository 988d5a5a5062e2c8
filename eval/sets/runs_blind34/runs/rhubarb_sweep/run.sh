#!/bin/bash
# rhubarb_crc period sweep via make
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
make -s clean
cp ../../designs/rhubarb_crc/rhubarb_crc.v .
make OSU035_LIB=$OSU035_LIB > make_sweep.log 2>&1
