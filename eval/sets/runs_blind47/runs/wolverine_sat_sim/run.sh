#!/bin/bash
# Saturating accumulator: self-checking simulation against a behavioural reference model.
cd "$(dirname "$0")"
rm -rf rtl logs && mkdir -p rtl logs
cp ../../designs/wolverine_sat/wolverine_sat.v ../../designs/wolverine_sat/wolverine_sat_tb.v rtl/
iverilog -g2012 -o logs/wolverine_sat_tb.vvp rtl/wolverine_sat.v rtl/wolverine_sat_tb.v > logs/iverilog.log 2>&1
vvp -n logs/wolverine_sat_tb.vvp > logs/vvp_run.log 2>&1
echo "vvp exit code: $?" >> logs/vvp_run.log
