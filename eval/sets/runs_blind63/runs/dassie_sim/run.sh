#!/bin/bash
# dassie_sim: CRC-16 engine, self-checking testbench under Icarus Verilog
cd "$(dirname "$0")"
rm -rf tb sim
mkdir -p tb sim
cp ../../designs/dassie_crc16/dassie_crc16.v ../../designs/dassie_crc16/dassie_crc16_tb.v tb/
iverilog -g2005 -Wall -o sim/dassie_tb.vvp -s dassie_crc16_tb tb/dassie_crc16.v tb/dassie_crc16_tb.v > sim/compile.log 2>&1
cd sim && vvp -n dassie_tb.vvp > vvp_run.log 2>&1
