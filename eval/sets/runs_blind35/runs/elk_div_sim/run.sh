#!/bin/bash
# elk_div_sim: self-checking RTL simulation of the 16-bit divider (8 vectors, incl. divide by zero).
cd "$(dirname "$0")"
rm -rf work results.out compile.log
mkdir -p work
cp ../../designs/elk_divider/elk_divider.v ../../designs/elk_divider/elk_divider_tb.v work/
iverilog -g2005 -o work/elk_tb.vvp work/elk_divider.v work/elk_divider_tb.v 2> compile.log
vvp -n work/elk_tb.vvp > results.out
