#!/bin/bash
# alder_uart_sim: RTL simulation of the UART transmitter with its self-checking testbench (Icarus).
cd "$(dirname "$0")"
rm -rf rtl sim
mkdir -p rtl sim
cp ../../designs/alder_uart/alder_uart.v ../../designs/alder_uart/alder_uart_tb.v rtl/
iverilog -g2012 -Wall -s alder_uart_tb -o sim/alder_uart_tb.vvp rtl/alder_uart_tb.v rtl/alder_uart.v > sim/iverilog.log 2>&1 \
  && vvp -n sim/alder_uart_tb.vvp > sim/alder_uart_sim.log 2>&1
echo "exit status $?" >> sim/alder_uart_sim.log
