#!/bin/bash
# elodea_sevenseg: Makefile with a simulation target (iverilog + vvp, self-checking tb) and a generic synth target
cd "$(dirname "$0")"
make clean > /dev/null
cp ../../designs/elodea_sevenseg/elodea_sevenseg.v ../../designs/elodea_sevenseg/elodea_sevenseg_tb.v .
make sim synth > make_console.txt 2>&1
