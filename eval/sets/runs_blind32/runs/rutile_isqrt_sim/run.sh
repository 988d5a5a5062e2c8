#!/bin/bash
# rutile_isqrt: regression test against floor(sqrt(x)) for 12 vectors
cd "$(dirname "$0")"
rm -rf sim
mkdir -p sim
cp ../../designs/rutile_isqrt/rutile_isqrt.v ../../designs/rutile_isqrt/rutile_isqrt_tb.v sim/
iverilog -g2005 -Wall -o sim/isqrt.vvp sim/rutile_isqrt_tb.v sim/rutile_isqrt.v > sim/compile.log 2>&1
vvp -n sim/isqrt.vvp > sim/regress.log 2>&1
