#!/bin/bash
# limpet_lfsr_lint: lint-only pass over the PRBS generator/checker - iverilog -Wall
# compile to /dev/null and a yosys read + hierarchy check (no synthesis, no simulation).
cd "$(dirname "$0")"
rm -rf src lint.out
mkdir -p src lint.out
cp ../../designs/limpet_lfsr/limpet_lfsr.v src/

iverilog -g2005 -Wall -o /dev/null src/limpet_lfsr.v > lint.out/iverilog_Wall.txt 2>&1
echo "iverilog exit status: $?" >> lint.out/iverilog_Wall.txt

yosys -l lint.out/yosys_read.log -p "
read_verilog src/limpet_lfsr.v
hierarchy -check -top limpet_lfsr
proc
check
" > /dev/null
