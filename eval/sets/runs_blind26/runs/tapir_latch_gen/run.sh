#!/bin/bash
# Generic synthesis of the latch-based config bank; looks at which latches Yosys infers.
set -u
cd "$(dirname "$0")"
rm -rf rtl logs results
mkdir -p rtl logs results
cp ../../designs/tapir_latch/tapir_latch.v rtl/
yosys -l logs/tapir_synth.log -p "
read_verilog rtl/tapir_latch.v
synth -top tapir_latch
check
stat
write_verilog -noattr results/tapir_latch_generic.v
" > /dev/null
