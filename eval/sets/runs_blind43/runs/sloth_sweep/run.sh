#!/bin/bash
# sloth_sweep: Makefile-driven clock-period sweep of the PWM (RTL: ../../designs/sloth_pwm).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make clean > /dev/null
make all RTL_SRC=../../designs/sloth_pwm/sloth_pwm.v > make_sweep.log 2>&1
