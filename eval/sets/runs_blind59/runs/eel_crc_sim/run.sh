#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# CRC-8 simulation against the I.432.1 check value
rm -rf *.v *.vvp simlogs
mkdir -p simlogs
cp ../../designs/eel_crc8/eel_crc8.v ../../designs/eel_crc8/eel_crc8_tb.v .
iverilog -g2005 -o eel.vvp eel_crc8_tb.v eel_crc8.v > simlogs/compile.txt 2>&1
vvp -n eel.vvp > simlogs/vvp_run.log 2>&1
rm -f eel.vvp
