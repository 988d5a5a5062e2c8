#!/bin/bash
# cobia_alu: Makefile-driven clock-period sweep (3.0 to 5.0 ns) on the OSU035-mapped ALU.
cd "$(dirname "$0")"
make clean > /dev/null
mkdir -p src
cp ../../designs/cobia_alu/cobia_alu.v src/
make all > make.log 2>&1
rm -f .history_sta
