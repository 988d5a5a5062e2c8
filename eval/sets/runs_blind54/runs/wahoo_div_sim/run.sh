#!/bin/bash
# wahoo_div: self-checking simulation of the 8-bit restoring divider (directed + 200 random cases).
cd "$(dirname "$0")"
rm -rf rtl build wahoo_div_sim.out .history_sta
mkdir -p rtl build
cp ../../designs/wahoo_div/wahoo_div.v ../../designs/wahoo_div/wahoo_div_tb.v rtl/
iverilog -o build/wahoo_div_tb.vvp rtl/wahoo_div_tb.v rtl/wahoo_div.v 2> build/iverilog.err
vvp -n build/wahoo_div_tb.vvp > wahoo_div_sim.out
