#!/bin/bash
# LFSR: self-checking Icarus simulation (model comparison + full period check).
cd "$(dirname "$0")"
rm -rf tb_work
mkdir -p tb_work
cp ../../designs/wadi_lfsr/wadi_lfsr.v ../../designs/wadi_lfsr/wadi_lfsr_tb.v tb_work/
cd tb_work
iverilog -o wadi_lfsr_tb.vvp wadi_lfsr.v wadi_lfsr_tb.v > iverilog.log 2>&1
vvp -n wadi_lfsr_tb.vvp > vvp_run.log 2>&1
