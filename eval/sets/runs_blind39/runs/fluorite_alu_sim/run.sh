#!/bin/bash
# fluorite_alu_sim: RTL simulation of the ALU, 400 random vectors checked against a model.
cd "$(dirname "$0")"
rm -rf rtl sim_fluorite.log fluorite.vvp
mkdir -p rtl
cp ../../designs/fluorite_alu/fluorite_alu.v ../../designs/fluorite_alu/fluorite_alu_tb.v rtl/
iverilog -g2005 -o fluorite.vvp rtl/fluorite_alu_tb.v rtl/fluorite_alu.v
vvp -n fluorite.vvp > sim_fluorite.log 2>&1
