#!/bin/bash
# zander_make: Makefile-driven generic synthesis of the Gray counter with N=10 (make N=10), BLIF + Verilog out.
cd "$(dirname "$0")"
make -s -f Makefile clean
make -f Makefile N=10 SRC=../../designs/zander_gray/zander_gray.v all > build_make.log 2>&1
