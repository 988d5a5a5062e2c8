#!/bin/bash
# birch_satadd: Icarus simulation of the saturating adder against its self-checking bench
set -u
cd "$(dirname "$0")"
rm -rf src build
mkdir -p src build
cp ../../designs/birch_satadd/birch_satadd.v ../../designs/birch_satadd/birch_satadd_tb.v src/
iverilog -Wall -o build/birch.vvp src/birch_satadd_tb.v src/birch_satadd.v > build/iverilog.log 2>&1
vvp build/birch.vvp > build/sim_transcript.log 2>&1
rm -f build/birch.vvp
