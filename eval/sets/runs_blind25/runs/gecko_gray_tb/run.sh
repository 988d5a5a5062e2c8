#!/bin/bash
# Icarus simulation of the Gray-code position counter; the testbench checks the decoded position.
cd "$(dirname "$0")"
rm -rf tb logs
mkdir -p tb logs
cp ../../designs/gecko_gray/gecko_gray.v ../../designs/gecko_gray/tb_gecko_gray.v tb/
iverilog -g2005 -o tb/gecko.out -s gecko_gray_tb tb/tb_gecko_gray.v tb/gecko_gray.v > logs/iverilog.log 2>&1
vvp -n tb/gecko.out > logs/vvp_run.log 2>&1
rm -f tb/gecko.out
