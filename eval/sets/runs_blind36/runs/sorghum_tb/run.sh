#!/bin/bash
# sorghum_tb: self-checking simulation of the 16-bit LFSR against the testbench's reference model.
cd "$(dirname "$0")"
rm -rf tb tb_results.txt a.out
mkdir -p tb
cp ../../designs/sorghum_lfsr/sorghum_lfsr.v ../../designs/sorghum_lfsr/sorghum_lfsr_tb.v tb/
iverilog -g2005 -o tb/lfsr_tb.vvp tb/sorghum_lfsr.v tb/sorghum_lfsr_tb.v
vvp -n tb/lfsr_tb.vvp | tee tb_results.txt
