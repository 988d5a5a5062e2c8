#!/bin/bash
# sanderling_pwm 4-channel PWM: Makefile-driven flow, one OSU035 synthesis then an OpenSTA clock-period sweep
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make -s clean
mkdir -p rtl
cp ../../designs/sanderling_pwm/sanderling_pwm.v rtl/
make -s all > make.out 2>&1
