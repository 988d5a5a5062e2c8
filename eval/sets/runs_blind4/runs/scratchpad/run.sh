#!/usr/bin/env bash
# Regenerates this run folder. Generic synthesis only: no liberty is used.
set -u
cd "$(dirname "$0")"
cat > generic.ys <<YS
read_verilog scratchpad.v
hierarchy -top scratchpad
proc
opt
memory -nomap
opt_clean
stat
synth -top scratchpad
stat
write_verilog -noattr scratchpad_generic.v
YS
yosys -s generic.ys -l scratchpad_generic.log > /dev/null
