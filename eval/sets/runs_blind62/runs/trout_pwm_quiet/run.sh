#!/bin/bash
# PWM: quiet generic synth (yosys -q), stat captured with tee, netlists as JSON, EDIF and Verilog
cd "$(dirname "$0")"
mkdir -p rtl q_reports nets
cp ../../designs/trout_pwm/trout_pwm.v rtl/
yosys -q -p "
read_verilog rtl/trout_pwm.v
synth -top trout_pwm
tee -o q_reports/stat.txt stat
write_json nets/trout_pwm.json
write_edif nets/trout_pwm.edif
write_verilog -noattr nets/trout_pwm_generic.v
" 2>&1 | tee q_reports/console.txt
