#!/bin/bash
# xolo_seqdet: Icarus simulation of the 1011 sequence detector against its reference-model testbench.
cd "$(dirname "$0")"
rm -rf work xolo_seqdet.v xolo_seqdet_tb.v sim.log
mkdir -p work
cp ../../designs/xolo_seqdet/xolo_seqdet.v ../../designs/xolo_seqdet/xolo_seqdet_tb.v .
iverilog -o work/xolo_seqdet.vvp xolo_seqdet_tb.v xolo_seqdet.v
(cd work && vvp -n xolo_seqdet.vvp) > sim.log 2>&1
