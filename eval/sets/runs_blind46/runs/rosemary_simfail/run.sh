#!/bin/bash
# Sequence detector (1011): self-checking simulation against an overlapping-match reference model.
cd "$(dirname "$0")"
rm -rf work
mkdir -p work
cp ../../designs/rosemary_seqdet/rosemary_seqdet.v ../../designs/rosemary_seqdet/rosemary_seqdet_tb.v work/
cd work
iverilog -Wall -o seqdet.vvp rosemary_seqdet_tb.v rosemary_seqdet.v > iverilog.log 2>&1
vvp -n seqdet.vvp > sim_result.txt 2>&1
