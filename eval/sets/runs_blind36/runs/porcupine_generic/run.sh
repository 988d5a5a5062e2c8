#!/bin/bash
# porcupine_generic: technology-independent synthesis of the 4-channel PWM (yosys internal gate library only),
# netlists exported as JSON (for netlistsvg), BLIF and Verilog. No liberty, no timing.
cd "$(dirname "$0")"
rm -rf rtl gen-out yosys_porcupine.log
mkdir -p rtl gen-out
cp ../../designs/porcupine_pwm/porcupine_pwm.v rtl/

yosys -l yosys_porcupine.log -p "
read_verilog rtl/porcupine_pwm.v
synth -top porcupine_pwm -flatten
opt -full
stat
write_json gen-out/porcupine_pwm.json
write_blif gen-out/porcupine_pwm.blif
write_verilog -noattr gen-out/porcupine_pwm_gates.v
" > /dev/null
