#!/bin/bash
# kangaroo_missing: quick synth of the timer top level where only kangaroo_timer.v was copied (parts file forgotten)
cd "$(dirname "$0")"
rm -rf rtl synth.log
mkdir -p rtl
cp ../../designs/kangaroo_timer/kangaroo_timer.v rtl/
yosys -l synth.log -p "
read_verilog rtl/kangaroo_timer.v
hierarchy -check -top kangaroo_timer
synth -top kangaroo_timer
stat
" > /dev/null 2>&1
echo "yosys exit code: $?" > exit_status.txt
