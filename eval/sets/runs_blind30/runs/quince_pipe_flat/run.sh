#!/bin/bash
# quince_pipe generic synthesis, flattened, for comparison with the hierarchical mapped build
set -e
cd "$(dirname "$0")"
rm -rf rtl out
mkdir -p rtl out
cp ../../designs/quince_pipe/quince_pipe.v rtl/
yosys -l out/flat_synth.log -p "read_verilog rtl/quince_pipe.v; synth -top quince_pipe -flatten; opt_clean; stat; write_verilog -noattr out/quince_pipe_flat.v" > /dev/null
