#!/bin/bash
# heather_deb_quiet: quiet generic synthesis of the debouncer (STABLE_CYCLES=50000 default and 1000),
# only the stat output is kept, via tee inside yosys -q.
cd "$(dirname "$0")"
rm -rf design qor heather_quiet.log heather_transcript.txt
mkdir -p design qor
cp ../../designs/heather_debounce/heather_debounce.v design/
yosys -q -p "read_verilog design/heather_debounce.v; synth -top heather_debounce; tee -o qor/heather_stat.txt stat; write_verilog -noattr design/heather_debounce_gen.v" 2>&1 | tee heather_quiet.log
yosys -q -p "read_verilog design/heather_debounce.v; chparam -set STABLE_CYCLES 1000 heather_debounce; synth -top heather_debounce; tee -o qor/heather_stat_1000.txt stat" 2>&1 | tee -a heather_quiet.log
