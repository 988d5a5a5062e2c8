#!/bin/bash
# Lint-style pass on the sensor-hub flag collector: Yosys 'check' after elaboration.
cd "$(dirname "$0")"
rm -rf rtl logs
mkdir -p rtl logs
cp ../../designs/heron_lint/heron_lint.v rtl/
yosys -l logs/heron_check.log -p "read_verilog rtl/heron_lint.v; hierarchy -check -top heron_lint; proc; opt_clean; check; synth -top heron_lint; check; stat" > /dev/null
