#!/bin/bash
# Icarus simulation of the bit-serial CRC-8 engine with its self-checking testbench.
cd "$(dirname "$0")"
rm -rf sim
mkdir -p sim
cp ../../designs/iris_crc/iris_crc.v ../../designs/iris_crc/tb_iris_crc.v sim/
cd sim
iverilog -Wall -g2005 -o iris_crc.vvp -s iris_crc_tb tb_iris_crc.v iris_crc.v > compile.log 2>&1
vvp -n iris_crc.vvp > sim_output.log 2>&1
rm -f iris_crc.vvp
