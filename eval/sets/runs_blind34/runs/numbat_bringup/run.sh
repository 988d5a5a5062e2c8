#!/bin/bash
# numbat_uarttx bring-up: simulate with CLKS_PER_BIT=8 (VCD dump), then a flat generic synth of the same config
cd "$(dirname "$0")"
rm -f *.v *.vvp *.vcd *.log stat_generic.txt
cp ../../designs/numbat_uarttx/numbat_uarttx.v ../../designs/numbat_uarttx/numbat_uarttx_tb.v .
iverilog -o uart_tb.vvp numbat_uarttx_tb.v numbat_uarttx.v > iverilog.log 2>&1
vvp uart_tb.vvp > vvp_run.log 2>&1
yosys -p "read_verilog numbat_uarttx.v; chparam -set CLKS_PER_BIT 8 numbat_uarttx; synth -flatten -top numbat_uarttx; tee -o stat_generic.txt stat; write_verilog -noattr numbat_uarttx_gen.v" > synth_generic.log 2>&1
