#!/bin/bash
# Sigma-delta modulator, same RTL as sigdelta_hier but flattened before optimisation.
set -u
cd "$(dirname "$0")"
cp ../../designs/sigdelta/sigdelta_top.v .
yosys -s flat.ys 2>&1 | tee synth_flat.log > /dev/null
