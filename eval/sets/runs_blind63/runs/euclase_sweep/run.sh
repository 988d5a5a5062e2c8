#!/bin/bash
# euclase_sweep: PWM generator mapped to OSU035 once, then a clock-period sweep in OpenSTA (driven by make)
cd "$(dirname "$0")"
make clean > /dev/null
mkdir -p src
cp ../../designs/euclase_pwm/euclase_pwm.v src/
make all > make.log 2>&1
