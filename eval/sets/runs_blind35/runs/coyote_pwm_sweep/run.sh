#!/bin/bash
# coyote_pwm_sweep: driven by the Makefile next to this script (synth once, STA at each clock period).
cd "$(dirname "$0")"
make clean > /dev/null
mkdir -p rtl
cp ../../designs/coyote_pwm/coyote_pwm.v rtl/
make all > make.log 2>&1
