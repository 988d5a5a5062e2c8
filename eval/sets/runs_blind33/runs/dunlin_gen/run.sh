#!/bin/bash
# CRC-16: generic synthesis only (no liberty), netlist written as JSON, BLIF and Verilog
cd "$(dirname "$0")"
rm -rf build
mkdir -p build
cp ../../designs/dunlin_crc/dunlin_crc.v build/
cd build
yosys -p "read_verilog dunlin_crc.v; synth -top dunlin_crc; stat; write_json dunlin_crc.json; write_blif dunlin_crc.blif; write_verilog -noattr dunlin_crc_generic.v" > synth.log 2>&1
