#!/bin/bash
# Attempt to synthesize the debouncer revision that has a syntax error; Yosys stops in the parser.
set -u
cd "$(dirname "$0")"
rm -rf rtl logs
mkdir -p rtl logs
cp ../../designs/viper_bad/viper_bad.v rtl/
yosys -l logs/yosys_viper.log -p "
read_verilog rtl/viper_bad.v
synth -top viper_bad
stat
" > logs/stdout.txt 2> logs/stderr.txt
rc=$?
echo "yosys exit status: $rc" > logs/status.txt
