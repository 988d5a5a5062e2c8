#!/bin/bash
# lumen_ramp: RTL simulation with the self-checking testbench, then a quick OSU035 area number
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl sim reports logs && mkdir -p rtl sim reports logs
cp ../../designs/lumen_ramp/lumen_ramp.v ../../designs/lumen_ramp/lumen_ramp_tb.v rtl/

iverilog -g2005 -Wall -o sim/lumen_ramp_tb.vvp rtl/lumen_ramp_tb.v rtl/lumen_ramp.v > sim/compile.log 2>&1
vvp -n sim/lumen_ramp_tb.vvp > sim/sim.log 2>&1

yosys -l logs/yosys.log -p "read_verilog rtl/lumen_ramp.v; synth -top lumen_ramp; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; tee -o reports/area.txt stat -liberty $OSU035_LIB" > /dev/null
