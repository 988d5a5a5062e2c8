#!/bin/bash
# tupelo_timer (watchdog): Makefile flow, OSU035 mapping of the watchdog block
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl build
mkdir -p rtl
cp ../../designs/tupelo_timer/tupelo_timer.v rtl/
make synth > make.log 2>&1
echo "make exit status: $?" >> make.log
