#!/bin/bash
# regfile16x8: generic (technology-independent) flow, stops before memory mapping.
# No liberty is used here, so there is no area figure.
cd "$(dirname "$0")"
cp ../../designs/regfile16x8/regfile16x8.v .
cat > regfile16x8.ys <<'YS'
read_verilog regfile16x8.v
synth -top regfile16x8 -run begin:fine
opt -full
stat
write_verilog -noattr regfile16x8_generic.v
YS
yosys -q -l synth.log regfile16x8.ys
