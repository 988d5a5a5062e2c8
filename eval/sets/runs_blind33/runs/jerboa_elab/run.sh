#!/bin/bash
# round-robin arbiter: compile check with iverilog and elaboration with yosys hierarchy -check
cd "$(dirname "$0")"
rm -rf lint
mkdir -p lint
cp ../../designs/jerboa_arb/jerboa_arb.v lint/
cd lint
iverilog -g2012 -Wall -o /dev/null jerboa_arb.v > iverilog.log 2>&1
echo "iverilog exit: $?" >> iverilog.log
yosys -p "read_verilog jerboa_arb.v; hierarchy -check -top jerboa_arb; proc; opt; stat" > yosys_elab.log 2>&1
echo "yosys exit: $?" >> yosys_elab.log
