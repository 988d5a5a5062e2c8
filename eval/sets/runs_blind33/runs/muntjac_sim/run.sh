#!/bin/bash
# saturating adder: directed testbench with reference model (fails: sign-extension bug)
cd "$(dirname "$0")"
rm -f *.v *.vvp *.log
cp ../../designs/muntjac_sat/muntjac_sat.v ../../designs/muntjac_sat/muntjac_tb.v .
iverilog -o muntjac.vvp muntjac_tb.v muntjac_sat.v 2>&1 | tee iverilog.log
vvp muntjac.vvp | tee vvp_run.log
