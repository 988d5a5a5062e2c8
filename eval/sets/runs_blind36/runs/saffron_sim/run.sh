#!/bin/bash
# saffron_sim: simulate the UART transmitter with its self-checking testbench (CLKS_PER_BIT=8 in the tb),
# then a quick generic yosys synthesis of the default (CLKS_PER_BIT=16) to check it is synthesisable.
cd "$(dirname "$0")"
rm -rf src sim synth
mkdir -p src sim synth
cp ../../designs/saffron_uart/saffron_uart.v ../../designs/saffron_uart/saffron_uart_tb.v src/

iverilog -g2005 -Wall -o sim/saffron_tb.vvp src/saffron_uart.v src/saffron_uart_tb.v > sim/compile.log 2>&1
vvp -n sim/saffron_tb.vvp > sim/transcript.log 2>&1

yosys -l synth/yosys_generic.log -p "read_verilog src/saffron_uart.v; synth -top saffron_uart; stat; write_verilog -noattr synth/saffron_uart_generic.v" > /dev/null
