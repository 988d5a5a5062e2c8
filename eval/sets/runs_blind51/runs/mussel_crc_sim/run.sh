#!/bin/bash
# mussel_crc16: Icarus simulation with the self-checking testbench, then a quick generic yosys synth for size
cd "$(dirname "$0")"
rm -rf rtl sim syn
mkdir -p rtl sim syn
cp ../../designs/mussel_crc16/mussel_crc16.v ../../designs/mussel_crc16/mussel_crc16_tb.v rtl/
iverilog -g2005 -Wall -o sim/mussel_crc16.vvp rtl/mussel_crc16_tb.v rtl/mussel_crc16.v > sim/compile.log 2>&1
vvp -n sim/mussel_crc16.vvp > sim/sim_transcript.log 2>&1
yosys -q -l syn/crc_generic.log -p "read_verilog rtl/mussel_crc16.v; synth -top mussel_crc16; tee -o syn/crc_stat.txt stat"
