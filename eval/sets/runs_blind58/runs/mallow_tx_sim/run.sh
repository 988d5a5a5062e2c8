#!/bin/bash
# mallow_tx UART TX: Icarus simulation with the self-checking testbench mallow_tx_bench (4 bytes)
cd "$(dirname "$0")"
rm -rf rtl sim
mkdir -p rtl sim
cp ../../designs/mallow_tx/mallow_tx.v ../../designs/mallow_tx/mallow_tx_bench.v rtl/
iverilog -g2005 -Wall -o sim/mallow_tx.vvp rtl/mallow_tx_bench.v rtl/mallow_tx.v > sim/compile.log 2>&1
cd sim && vvp -n mallow_tx.vvp > transcript.log 2>&1
rm -f mallow_tx.vvp
