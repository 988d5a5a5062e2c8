#!/bin/bash
# yapok_intc: generic synth + design rule check, quiet console, full log kept
cd "$(dirname "$0")"
rm -f yapok_intc.v yapok.log console.txt yapok_intc_synth.v
cp ../../designs/yapok_intc/yapok_intc.v .
yosys -q -l yapok.log -p "read_verilog yapok_intc.v; synth -top yapok_intc; check; stat; write_verilog -noattr yapok_intc_synth.v" > console.txt 2>&1
