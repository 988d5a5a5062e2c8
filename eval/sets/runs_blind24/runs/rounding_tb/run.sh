#!/usr/bin/env bash
# rounding_tb: RTL simulation of the convergent rounding stage with its directed testbench (no synthesis)
set -u
cd "$(dirname "$0")"

rm -rf sim
mkdir -p sim
cp ../../designs/rounding_unit/rounding_unit.v ../../designs/rounding_unit/tb_rounding_unit.v sim/

cd sim
iverilog -g2012 -o tb_rounding_unit.out -s tb_rounding_unit tb_rounding_unit.v rounding_unit.v > compile.log 2>&1
echo "iverilog exit: $?" >> compile.log
vvp tb_rounding_unit.out | tee run.log
grep -c '^FAIL' run.log > fail_count.txt
