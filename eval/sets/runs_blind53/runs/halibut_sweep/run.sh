#!/bin/bash
# halibut_sweep: PWM generator mapped once, then a Makefile-driven OpenSTA clock-period sweep.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make -s clean
make -s all RTL_DIR=../../designs/halibut_pwm/ OSU035_LIB="$OSU035_LIB" > make.out 2>&1
rm -f .history_sta
