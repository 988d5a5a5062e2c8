#!/bin/bash
# kite_timer_syntax: first synthesis attempt of the WIP timer: Icarus compile check,
# then generic yosys synthesis. Both stop on a syntax error in the RTL.
cd "$(dirname "$0")"
rm -rf rtl build
mkdir -p rtl build
cp ../../designs/kite_timer/kite_timer.v rtl/

iverilog -g2005 -o build/kite_timer.sim rtl/kite_timer.v 2> build/iverilog.err
echo "iverilog exit $?" >> build/iverilog.err

yosys -l build/yosys.log -p "
read_verilog rtl/kite_timer.v
synth -top kite_timer
write_verilog -noattr build/kite_timer_syn.v
"
