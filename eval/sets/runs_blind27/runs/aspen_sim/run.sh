#!/bin/bash
# aspen_crc: Icarus Verilog simulation with the self-checking testbench
set -u
cd "$(dirname "$0")"
rm -rf tb sim
mkdir -p tb sim
cp ../../designs/aspen_crc/aspen_crc.v ../../designs/aspen_crc/aspen_crc_tb.v tb/
iverilog -g2005 -o sim/aspen_crc.vvp -s aspen_crc_tb tb/aspen_crc.v tb/aspen_crc_tb.v > sim/compile.log 2>&1
vvp -n sim/aspen_crc.vvp > sim/aspen_crc_sim.out 2>&1
echo "vvp exit: $?" >> sim/aspen_crc_sim.out
rm -f sim/aspen_crc.vvp
