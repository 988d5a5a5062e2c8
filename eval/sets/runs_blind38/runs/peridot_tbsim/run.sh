#!/bin/bash
# peridot_tbsim: UART TX simulation only (Icarus Verilog), 8E1 framing, CLKS_PER_BIT=8 set by the testbench.
cd "$(dirname "$0")"
rm -rf src transcript uarttx_tb.vvp
mkdir -p src transcript
cp ../../designs/peridot_uarttx/peridot_uarttx.v ../../designs/peridot_uarttx/peridot_uarttx_tb.v src/

iverilog -g2012 -Wall -s peridot_uarttx_tb -o uarttx_tb.vvp src/peridot_uarttx_tb.v src/peridot_uarttx.v \
    > transcript/iverilog.log 2>&1 || { echo "compile failed"; exit 1; }
vvp -n uarttx_tb.vvp | tee transcript/vvp.log
