#!/bin/bash
# LFSR synthesis that forgets to read zinc_tap.v -> hierarchy check fails
cd "$(dirname "$0")"
rm -rf rtl logs
mkdir -p rtl logs
cp ../../designs/zinc_lfsr/zinc_lfsr.v rtl/
yosys -l logs/zinc_synth.log -p "read_verilog rtl/zinc_lfsr.v; hierarchy -check -top zinc_lfsr; synth -top zinc_lfsr; stat" > /dev/null
exit 0
