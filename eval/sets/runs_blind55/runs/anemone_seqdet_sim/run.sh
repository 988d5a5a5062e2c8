#!/bin/bash
# anemone_seqdet_sim: pattern detector (1011, overlapping) against its self-checking
# testbench; transcript in results/transcript.log.
cd "$(dirname "$0")"
rm -rf src results
mkdir -p src results
cp ../../designs/anemone_seqdet/anemone_seqdet.v ../../designs/anemone_seqdet/anemone_seqdet_tb.v src/

iverilog -g2005 -o results/anemone_tb.vvp src/anemone_seqdet_tb.v src/anemone_seqdet.v
vvp -n results/anemone_tb.vvp | tee results/transcript.log
