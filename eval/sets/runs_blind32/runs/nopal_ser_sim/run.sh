#!/bin/bash
# nopal_ser: self-checking simulation of the serial transmitter (3 frames), DIV=4
cd "$(dirname "$0")"
rm -rf src sim
mkdir -p src sim
cp ../../designs/nopal_ser/nopal_ser.v ../../designs/nopal_ser/nopal_ser_tb.v src/
iverilog -g2005 -Wall -o sim/nopal_ser.vvp src/nopal_ser.v src/nopal_ser_tb.v > sim/iverilog_compile.log 2>&1
vvp -n sim/nopal_ser.vvp > sim/nopal_vvp.log 2>&1
