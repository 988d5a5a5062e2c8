#!/bin/bash
# dolerite_crc: Icarus simulation with the self-checking testbench (CRC-8 check value)
cd "$(dirname "$0")"
rm -rf tb sim
mkdir -p tb sim
cp ../../designs/dolerite_crc/dolerite_crc.v ../../designs/dolerite_crc/dolerite_crc_tb.v tb/
iverilog -g2005 -Wall -o sim/dolerite_tb.vvp -s dolerite_crc_tb tb/dolerite_crc.v tb/dolerite_crc_tb.v > sim/compile.log 2>&1
vvp -n sim/dolerite_tb.vvp > sim/transcript.log 2>&1
rm -f sim/dolerite_tb.vvp
