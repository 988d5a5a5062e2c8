#!/bin/bash
# fig_sim: regression of the 1101 sequence detector (overlapping matches required by the spec)
cd "$(dirname "$0")"
rm -rf rtl tb results
mkdir -p rtl tb results
cp ../../designs/fig_seqdet/fig_seqdet.v rtl/
cp ../../designs/fig_seqdet/fig_tb.v tb/
iverilog -g2005 -o results/fig.vvp tb/fig_tb.v rtl/fig_seqdet.v 2> results/compile_errors.txt
vvp -n results/fig.vvp > results/regress.log 2>&1
rm -f results/fig.vvp
[ -s results/compile_errors.txt ] || rm -f results/compile_errors.txt
