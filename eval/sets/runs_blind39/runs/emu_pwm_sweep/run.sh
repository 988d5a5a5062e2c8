#!/bin/bash
# emu_pwm_sweep: Makefile-driven OSU035 mapping of the 4-channel PWM, then an OpenSTA
# clock-period sweep (periods listed in PERIODS of the Makefile).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl
mkdir -p rtl sweep
cp ../../designs/emu_pwm/emu_pwm.v rtl/
make clean > /dev/null
mkdir -p sweep
make all > make.log 2>&1
