#!/bin/bash
# cormorant_sweep: 8-bit sequential divider, mapped to OSU035 once, then an OpenSTA clock-period sweep driven by make
cd "$(dirname "$0")"
rm -rf rtl
mkdir -p rtl
cp ../../designs/cormorant_div/cormorant_div.v rtl/
make clean > /dev/null
make all 2>&1 | tee make.log
