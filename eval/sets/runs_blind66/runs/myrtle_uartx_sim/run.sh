#!/bin/bash
# myrtle_uartx_sim: self-checking simulation of the UART transmitter (iverilog + vvp)
cd "$(dirname "$0")"
rm -rf rtl sim
mkdir -p rtl sim
cp ../../designs/myrtle_uartx/myrtle_uartx.v ../../designs/myrtle_uartx/myrtle_uartx_tb.v rtl/
iverilog -g2005 -Wall -o sim/uartx_tb.vvp -s myrtle_uartx_tb rtl/myrtle_uartx.v rtl/myrtle_uartx_tb.v > sim/compile.log 2>&1
vvp -n sim/uartx_tb.vvp > sim/transcript.log 2>&1
rm -f sim/uartx_tb.vvp
