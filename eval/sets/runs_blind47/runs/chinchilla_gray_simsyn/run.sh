#!/bin/bash
# Gray counter: simulate with iverilog/vvp, then a quick generic yosys synth of the DUT (N=6).
cd "$(dirname "$0")"
rm -rf work && mkdir -p work
cp ../../designs/chinchilla_gray/chinchilla_gray.v ../../designs/chinchilla_gray/chinchilla_gray_tb.v work/
iverilog -o work/gray_tb.vvp work/chinchilla_gray.v work/chinchilla_gray_tb.v 2> work/iverilog.err
vvp work/gray_tb.vvp | tee work/transcript.txt > /dev/null
yosys -l work/gray_synth.log -p "read_verilog work/chinchilla_gray.v; synth -top chinchilla_gray; write_verilog -noattr work/chinchilla_gray_gates.v" > /dev/null
