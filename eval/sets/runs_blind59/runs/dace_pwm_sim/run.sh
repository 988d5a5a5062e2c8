#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# self-checking simulation of the PWM block
rm -rf *.v *.vvp sim_transcript.log
cp ../../designs/dace_pwm/dace_pwm.v ../../designs/dace_pwm/dace_pwm_tb.v .
iverilog -g2005 -o dace_pwm.vvp dace_pwm_tb.v dace_pwm.v > sim_transcript.log 2>&1
vvp -n dace_pwm.vvp >> sim_transcript.log 2>&1
rm -f dace_pwm.vvp
