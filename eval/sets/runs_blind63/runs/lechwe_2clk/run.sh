#!/bin/bash
# lechwe_2clk: toggle-synchroniser event counter with two clock domains; make drives synth + STA
cd "$(dirname "$0")"
rm -rf rtl
mkdir -p rtl
cp ../../designs/lechwe_cdc/lechwe_cdc.v rtl/
make -s clean
make -s all > flow.out 2>&1
