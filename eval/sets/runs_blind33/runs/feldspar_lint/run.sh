#!/bin/bash
# ALU lint: iverilog -Wall compile (no sim) plus yosys read/hierarchy/synth to see the port width mismatch
cd "$(dirname "$0")"
rm -f *.v *.log
cp ../../designs/feldspar_alu/feldspar_alu.v .
iverilog -Wall -g2005 -o /dev/null feldspar_alu.v > iverilog_lint.log 2>&1
yosys -l yosys_lint.log -p "read_verilog feldspar_alu.v; hierarchy -check -top feldspar_alu; synth -top feldspar_alu; stat" > /dev/null 2>&1
