#!/bin/bash
# Sigma-delta modulator, generic synthesis keeping the integrator/quantizer hierarchy.
set -u
cd "$(dirname "$0")"
cp ../../designs/sigdelta/sigdelta_top.v .
yosys -p "read_verilog sigdelta_top.v; hierarchy -check -top sigdelta_top; synth -top sigdelta_top; opt -full; stat -top sigdelta_top; check; write_verilog -noattr sigdelta_hier_syn.v" > synth_hier.log 2>&1
