#!/bin/bash
# osier_gcd: simulation with the 5-vector self-checking testbench (includes a zero operand and equal operands)
cd "$(dirname "$0")"
rm -rf rtl logs
mkdir -p rtl logs
cp ../../designs/osier_gcd/osier_gcd.v ../../designs/osier_gcd/osier_gcd_bench.v rtl/
iverilog -g2005 -s osier_gcd_bench -o logs/gcd.vvp rtl/osier_gcd.v rtl/osier_gcd_bench.v > logs/iverilog.log 2>&1
vvp -n logs/gcd.vvp > logs/vvp_run.log 2>&1
rm -f logs/gcd.vvp
