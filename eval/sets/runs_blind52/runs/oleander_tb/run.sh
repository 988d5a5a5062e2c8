#!/bin/bash
# UART transmitter (8E1) against its self-checking receiver model; waveform kept for debug.
cd "$(dirname "$0")"
mkdir -p rtl tb logs
cp ../../designs/oleander_uarttx/oleander_uarttx.v rtl/
cp ../../designs/oleander_uarttx/oleander_uarttx_tb.v tb/
iverilog -o logs/uart_tb.vvp rtl/oleander_uarttx.v tb/oleander_uarttx_tb.v > logs/iverilog.log 2>&1
vvp -n logs/uart_tb.vvp > logs/vvp_run.log 2>&1
echo "vvp exit code: $?" >> logs/vvp_run.log
