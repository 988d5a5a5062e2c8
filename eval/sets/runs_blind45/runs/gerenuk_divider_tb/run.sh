#!/bin/bash
# gerenuk_divider: RTL simulation with the self-checking testbench (Icarus Verilog)
cd "$(dirname "$0")"
rm -rf rtl sim_out
mkdir -p rtl sim_out
cp ../../designs/gerenuk_divider/gerenuk_divider.v rtl/
iverilog -g2012 -o sim_out/tb.vvp tb_gerenuk_divider.v rtl/gerenuk_divider.v > sim_out/compile.log 2>&1
cd sim_out && vvp -n tb.vvp > sim.log 2>&1
