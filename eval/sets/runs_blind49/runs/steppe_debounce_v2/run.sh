#!/bin/bash
# steppe_debounce_v2 (long-press rework): compile check with iverilog, then generic yosys synth with LONG_CYCLES=500000
set -u
cd "$(dirname "$0")"
mkdir -p wip
cp ../../designs/steppe_debounce/steppe_debounce_v2.v wip/
iverilog -g2012 -o /dev/null wip/steppe_debounce_v2.v > wip/compile.txt 2>&1
echo "iverilog exit status $?" >> wip/compile.txt
yosys -l wip/synth_v2.log -p "
  read_verilog wip/steppe_debounce_v2.v
  chparam -set LONG_CYCLES 500000 steppe_debounce_v2
  synth -top steppe_debounce_v2
  stat
" > /dev/null 2>&1
