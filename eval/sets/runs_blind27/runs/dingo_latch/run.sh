#!/bin/bash
# dingo_decode (+ dingo_gate in the same file) generic synthesis, no top given so both modules survive
set -u
cd "$(dirname "$0")"
rm -rf rtl dingo_synth.txt dingo_generic.v
mkdir -p rtl
cp ../../designs/dingo_decode/dingo_decode.v rtl/
yosys -l dingo_synth.txt -p "
read_verilog rtl/dingo_decode.v
synth
check
stat
write_verilog -noattr dingo_generic.v
" > /dev/null
