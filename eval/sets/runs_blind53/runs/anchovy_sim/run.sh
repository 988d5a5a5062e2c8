#!/bin/bash
# anchovy_sim: self-checking simulation of the UART transmitter (CLKS_PER_BIT=8 in the testbench).
cd "$(dirname "$0")"
rm -rf src sim_results
mkdir -p src sim_results
cp ../../designs/anchovy_uart_tx/anchovy_uart_tx.v ../../designs/anchovy_uart_tx/tb_anchovy.v src/
iverilog -g2005 -Wall -o sim_results/anchovy.vvp -s anchovy_tb src/anchovy_uart_tx.v src/tb_anchovy.v > sim_results/compile.log 2>&1
vvp -n sim_results/anchovy.vvp > sim_results/sim.log 2>&1
