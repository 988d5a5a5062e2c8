#!/bin/bash
# xeme_debounce: lint only (Makefile target 'lint': iverilog -Wall elaboration + yosys read/hierarchy/check), no synthesis
cd "$(dirname "$0")"
make -s clean
mkdir -p rtl
cp ../../designs/xeme_debounce/xeme_debounce.v rtl/
make -s lint
