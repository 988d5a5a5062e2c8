#!/bin/bash
# pipistrelle_tbfail: 16-bit LFSR against the testbench's reference model (iverilog/vvp)
cd "$(dirname "$0")"
rm -rf src simout
mkdir -p src simout
cp ../../designs/pipistrelle_lfsr/pipistrelle_lfsr.v ../../designs/pipistrelle_lfsr/pipistrelle_lfsr_tb.v src/
iverilog -g2005 -o simout/lfsr_tb.vvp src/pipistrelle_lfsr.v src/pipistrelle_lfsr_tb.v
vvp -n simout/lfsr_tb.vvp | tee simout/sim_transcript.log
rm -f simout/lfsr_tb.vvp
