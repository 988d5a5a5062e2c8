#!/bin/bash
# Makefile-driven period sweep (PERIODS in the Makefile) of the 8-bit divider mapped to OSU035.
cd "$(dirname "$0")"
rm -rf rtl
mkdir -p rtl
cp ../../designs/siskin_divu/siskin_divu.v rtl/
make clean > /dev/null
make all > make.log 2>&1
