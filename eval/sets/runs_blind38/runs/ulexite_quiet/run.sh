#!/bin/bash
# ulexite_quiet: PRBS generator/checker, generic yosys synth run quietly (-q); only the stat and
# check outputs are kept (tee -o), the console goes to yosys_console.log; BLIF netlist.
cd "$(dirname "$0")"
rm -rf rtl _stats~ out.q yosys_console.log
mkdir -p rtl _stats~ out.q
cp ../../designs/ulexite_lfsr/ulexite_lfsr.v rtl/

yosys -q -p "
read_verilog rtl/ulexite_lfsr.v
synth -top ulexite_lfsr
tee -o _stats~/check.txt check
tee -o _stats~/stat.txt stat
write_blif out.q/ulexite_lfsr.blif
" 2>&1 | tee yosys_console.log
