#!/bin/bash
# Icarus Verilog simulation of the CRC-16/CCITT engine against its self-checking testbench.
set -u
cd "$(dirname "$0")"
rm -rf tb_src sim
mkdir -p tb_src sim
cp ../../designs/yak_crc/yak_crc.v ../../designs/yak_crc/yak_crc_tb.v tb_src/
iverilog -g2005 -Wall -o sim/yak_crc_tb.vvp -s yak_crc_tb tb_src/yak_crc.v tb_src/yak_crc_tb.v > sim/compile.log 2>&1
vvp -n sim/yak_crc_tb.vvp > sim/sim_output.log 2>&1
echo "vvp exit code: $?" >> sim/sim_output.log
