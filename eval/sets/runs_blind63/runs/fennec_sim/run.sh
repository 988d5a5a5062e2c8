#!/bin/bash
# fennec_sim: UART transmitter with its self-checking testbench (iverilog + vvp)
cd "$(dirname "$0")"
rm -rf work logs
mkdir -p work logs
cp ../../designs/fennec_uarttx/fennec_uarttx.v ../../designs/fennec_uarttx/fennec_uarttx_tb.v work/
iverilog -g2005 -o work/uarttx_sim.vvp work/fennec_uarttx_tb.v work/fennec_uarttx.v 2> logs/iverilog.log
vvp -n work/uarttx_sim.vvp > logs/sim_result.log 2>&1
