#!/bin/bash
# xbar_arb4: synth with hard structural check before mapping
cd "$(dirname "$0")"
mkdir -p src && cp ../../designs/xbar_arb4/*.v src/
yosys -l lint_synth.log -p "read_verilog src/xb_rr_arb.v src/xb_mux.v src/xbar_arb4.v; hierarchy -check -top xbar_arb4; proc; opt; check -assert; synth -top xbar_arb4; stat" > /dev/null 2>&1
status=$?
echo "run finished, yosys status $status (non-zero means the check -assert gate stopped the flow)" > exit.status
