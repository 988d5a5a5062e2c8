#!/bin/bash
# ferret_rx generic synth with FSM extraction/recoding; log kept as a transcript in notes/, netlist as JSON
set -e
cd "$(dirname "$0")"
rm -rf notes results
mkdir -p notes results
cp ../../designs/ferret_rx/ferret_rx.v results/
yosys -l notes/ferret_rx.transcript -p "
read_verilog results/ferret_rx.v
hierarchy -top ferret_rx
proc
opt -nodffe -nosdff
fsm -encoding one-hot
opt
synth -top ferret_rx
stat
write_json results/ferret_rx.json
" > /dev/null
