#!/bin/bash
# rockhopper_sim: UART transmitter, self-checking testbench (iverilog/vvp) and a generic yosys synth for size
cd "$(dirname "$0")"
rm -rf rtl tb sim syn.log rockhopper.vvp
mkdir -p rtl tb sim
cp ../../designs/rockhopper_uart/rockhopper_uart.v rtl/
cp ../../designs/rockhopper_uart/rockhopper_uart_tb.v tb/

iverilog -g2005 -Wall -o rockhopper.vvp -s rockhopper_uart_tb rtl/rockhopper_uart.v tb/rockhopper_uart_tb.v > sim/compile.log 2>&1
vvp -n rockhopper.vvp > sim/vvp_run.log 2>&1
rm -f rockhopper.vvp

yosys -l syn.log -p "read_verilog rtl/rockhopper_uart.v; synth -top rockhopper_uart; stat"
