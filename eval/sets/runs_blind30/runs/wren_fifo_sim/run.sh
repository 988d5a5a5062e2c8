#!/bin/bash
# wren_fifo directed testbench: fill to full, attempt overflow, drain and check ordering
set -e
cd "$(dirname "$0")"
rm -rf src logs
mkdir -p src logs
cp ../../designs/wren_fifo/wren_fifo.v ../../designs/wren_fifo/wren_fifo_tb.v src/
iverilog -g2005 -o logs/wren_fifo_tb.vvp -s wren_fifo_tb src/wren_fifo_tb.v src/wren_fifo.v 2> logs/iverilog.log
vvp -n logs/wren_fifo_tb.vvp > logs/transcript.txt
