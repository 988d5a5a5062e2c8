#!/bin/bash
# pewter_sweep: Makefile-driven clock-period sweep of the registered 8-bit ALU (OSU035 mapped, OpenSTA per period).
cd "$(dirname "$0")"
make -f Makefile clean > /dev/null
make -f Makefile RTL=../../designs/pewter_alu/pewter_alu.v all > make.out 2>&1
