#!/bin/bash
# Regenerates runs/lfsr_prbs7_gen: generic synthesis only (no liberty, no STA).
set -u
cd "$(dirname "$0")"
cp ../../designs/lfsr_prbs7_gen/lfsr_prbs7_gen.v .

cat > lfsr_generic.ys <<EOF
read_verilog lfsr_prbs7_gen.v
synth -top lfsr_prbs7_gen
stat
write_verilog -noattr lfsr_prbs7_gen_generic.v
EOF
yosys lfsr_generic.ys > generic_synth.log 2>&1
