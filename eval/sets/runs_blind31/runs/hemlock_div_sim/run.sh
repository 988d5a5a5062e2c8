#!/bin/bash
# hemlock_div: 40 random divisions against the Verilog / operator (iverilog -Wall, vvp)
cd "$(dirname "$0")"
rm -rf src logs
mkdir -p src logs
cp ../../designs/hemlock_div/hemlock_div.v ../../designs/hemlock_div/hemlock_div_tb.v src/
iverilog -g2005 -Wall -o logs/hemlock.vvp src/hemlock_div_tb.v src/hemlock_div.v > logs/compile.log 2>&1
vvp -n logs/hemlock.vvp > logs/hemlock_sim.log 2>&1
