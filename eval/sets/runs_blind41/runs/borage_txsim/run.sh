#!/bin/bash
# borage_txsim: RTL simulation of the UART transmitter (borage_uarttx) with its self-checking testbench
cd "$(dirname "$0")"
rm -rf rtl && mkdir -p rtl
cp ../../designs/borage_uarttx/borage_uarttx.v ../../designs/borage_uarttx/borage_uarttx_tb.v rtl/
iverilog -g2012 -Wall -s borage_uarttx_tb -o borage_tb.vvp rtl/borage_uarttx_tb.v rtl/borage_uarttx.v > iverilog.log 2>&1
vvp -n borage_tb.vvp > sim.log 2>&1
tail -1 sim.log
