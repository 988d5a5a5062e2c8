#!/bin/bash
# Divider directed-vector regression (iverilog + vvp).
cd "$(dirname "$0")"
rm -rf sim_results
mkdir -p sim_results
cp ../../designs/ironstone_div/ironstone_div.v ../../designs/ironstone_div/ironstone_div_tb.v .
iverilog -g2005 -o div_tb.vvp ironstone_div_tb.v ironstone_div.v > sim_results/iverilog.log 2>&1
vvp -n div_tb.vvp > sim_results/transcript.log 2>&1
rm -f div_tb.vvp
