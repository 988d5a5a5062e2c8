#!/bin/bash
# hauyne_simsyn: 1011 sequence detector - RTL simulation with a self-checking testbench, then generic synth to BLIF
cd "$(dirname "$0")"
rm -rf rtl sim syn
mkdir -p rtl sim syn
cp ../../designs/hauyne_seqdet/hauyne_seqdet.v ../../designs/hauyne_seqdet/hauyne_seqdet_tb.v rtl/

iverilog -g2005 -o sim/seqdet.vvp rtl/hauyne_seqdet_tb.v rtl/hauyne_seqdet.v > sim/iverilog.out 2>&1
vvp -n sim/seqdet.vvp > sim/seqdet_sim.log 2>&1

yosys -l syn/hauyne_yosys.log -p "
    read_verilog rtl/hauyne_seqdet.v
    synth -top hauyne_seqdet
    stat
    write_blif syn/hauyne_seqdet.blif
" > /dev/null
