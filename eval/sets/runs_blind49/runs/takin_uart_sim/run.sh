#!/bin/bash
# takin_uart: Makefile-driven simulation + generic synthesis
set -u
cd "$(dirname "$0")"
mkdir -p src
cp ../../designs/takin_uart/takin_uart.v ../../designs/takin_uart/takin_uart_tb.v src/
make clean > /dev/null
make all > make.out 2>&1
