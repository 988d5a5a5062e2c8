#!/bin/bash
# saguaro_div self-checking simulation (iverilog + vvp)
cd "$(dirname "$0")"
rm -rf sim
mkdir -p sim
cp ../../designs/saguaro_div/saguaro_div.v ../../designs/saguaro_div/saguaro_div_tb.v sim/
cd sim
iverilog -g2005 -Wall -o saguaro_div_tb.vvp -s saguaro_div_tb saguaro_div_tb.v saguaro_div.v 2>&1 | tee compile.log
vvp -n saguaro_div_tb.vvp 2>&1 | tee sim.log
