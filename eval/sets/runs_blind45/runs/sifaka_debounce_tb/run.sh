#!/bin/bash
# sifaka_debounce: RTL simulation with the self-checking testbench (bounce, press latency, release)
cd "$(dirname "$0")"
rm -rf rtl "sim#1"
mkdir -p rtl "sim#1"
cp ../../designs/sifaka_debounce/sifaka_debounce.v rtl/
iverilog -g2005 -Wall -s tb_sifaka -o "sim#1/tb_sifaka.vvp" tb_sifaka.v rtl/sifaka_debounce.v > "sim#1/iverilog.txt" 2>&1
vvp -n "sim#1/tb_sifaka.vvp" > "sim#1/transcript.log" 2>&1
