#!/bin/bash
# Delay line: generic synth of the top file only (the stage cell file was not copied).
cd "$(dirname "$0")"
rm -f *.log goshawk_shift_syn.v
cp ../../designs/goshawk_shift/goshawk_shift.v .
yosys -l synth.log -p "read_verilog goshawk_shift.v; hierarchy -check -top goshawk_shift; synth -top goshawk_shift; \
  write_verilog -noattr goshawk_shift_syn.v" > /dev/null
