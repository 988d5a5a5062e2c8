#!/bin/bash
# olivine_sweep: Makefile-driven clock-period sweep of the 8-bit ALU (olivine_alu) after OSU035 mapping
# (the Makefile copies ../../designs/olivine_alu/olivine_alu.v)
cd "$(dirname "$0")"
make clean > /dev/null
make all > make.log 2>&1
grep -H "slack (" sta.out/*.rpt
