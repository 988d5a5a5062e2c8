#!/bin/bash
# quahog_div: compile + run the self-checking testbench with Icarus (8 divisions incl. divide-by-zero)
cd "$(dirname "$0")"
rm -rf work results
mkdir -p work results
cp ../../designs/quahog_div/quahog_div.v ../../designs/quahog_div/quahog_div_tb.v work/
cd work
iverilog -g2012 -o quahog_tb.vvp -s quahog_div_tb quahog_div_tb.v quahog_div.v 2> ../results/iverilog.err
vvp -n quahog_tb.vvp | tee ../results/quahog_sim.out
mv quahog_div.vcd ../results/ 2>/dev/null
