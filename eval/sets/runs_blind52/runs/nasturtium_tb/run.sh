#!/bin/bash
# Sequence detector regression through make (compile with iverilog -Wall, run with vvp).
cd "$(dirname "$0")"
mkdir -p rtl tb
cp ../../designs/nasturtium_seqdet/nasturtium_seqdet.v rtl/
cp ../../designs/nasturtium_seqdet/nasturtium_seqdet_tb.v tb/
make -f Makefile clean > /dev/null
make -f Makefile all > make_console.txt 2>&1
