#!/bin/bash
# scoria_lfsr: regression simulation of the LFSR against the polynomial model (Icarus).
cd "$(dirname "$0")"
rm -rf work transcript.txt
mkdir -p work
cp ../../designs/scoria_lfsr/scoria_lfsr.v ../../designs/scoria_lfsr/scoria_lfsr_tb.v work/
iverilog -g2012 -s scoria_lfsr_tb -o work/scoria.vvp work/scoria_lfsr_tb.v work/scoria_lfsr.v
vvp -n work/scoria.vvp | tee transcript.txt
rm -f work/scoria.vvp
