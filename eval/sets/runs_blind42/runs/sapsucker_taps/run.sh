#!/bin/bash
# sapsucker_taps: 16-bit LFSR regression with the tap mask overridden from the command line (-P TAPS=16'hB800);
# the testbench measures the sequence period and expects 65535
cd "$(dirname "$0")"
rm -rf src sim.results
mkdir -p src sim.results
cp ../../designs/sapsucker_lfsr/sapsucker_lfsr.v ../../designs/sapsucker_lfsr/sapsucker_tb.v src/
iverilog -g2005 -Psapsucker_tb.TAPS=16\'hB800 -o sim.results/lfsr_tb.vvp src/sapsucker_tb.v src/sapsucker_lfsr.v \
    > sim.results/build.log 2>&1
vvp -n sim.results/lfsr_tb.vvp > sim.results/run.log 2>&1
