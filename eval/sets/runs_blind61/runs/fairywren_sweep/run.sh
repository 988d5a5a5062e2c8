#!/bin/bash
# fairywren_pwm: Makefile-driven OSU035 synthesis + clock-period sweep in OpenSTA
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make clean > /dev/null
cp ../../designs/fairywren_pwm/fairywren_pwm.v .
make all > make.out 2>&1
rm -f .history_sta
