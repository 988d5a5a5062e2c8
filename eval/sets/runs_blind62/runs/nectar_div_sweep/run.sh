#!/bin/bash
# Divider period sweep, driven by the Makefile (PERIODS in the Makefile)
cd "$(dirname "$0")"
mkdir -p rtl
cp ../../designs/nectar_div/nectar_div.v rtl/
make clean > /dev/null
make all > make.out 2>&1
