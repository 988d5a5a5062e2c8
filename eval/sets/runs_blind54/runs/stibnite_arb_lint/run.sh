#!/bin/bash
# stibnite_arb: Makefile-driven lint of the SystemVerilog-style arbiter, first with the default
# Verilog-2005 settings (make lint), then with SystemVerilog enabled (make lint-sv).
cd "$(dirname "$0")"
make clean > /dev/null
mkdir -p rtl
cp ../../designs/stibnite_arb/stibnite_arb.v rtl/
make lint lint-sv > make_lint.log 2>&1
