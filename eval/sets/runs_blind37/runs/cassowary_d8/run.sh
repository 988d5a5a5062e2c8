#!/bin/bash
# cassowary_d8: sync FIFO, 8 entries x 8 bits (chparam DEPTH=8), mapped to OSU035, area only.
# Companion of cassowary_d32 (same RTL, DEPTH=32). Netlist written as BLIF for the P&R team.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf hdl syn_d8
mkdir -p hdl syn_d8
cp ../../designs/cassowary_fifo/cassowary_fifo.v hdl/

yosys -p "
  read_verilog hdl/cassowary_fifo.v
  chparam -set DEPTH 8 -set WIDTH 8 cassowary_fifo
  synth -top cassowary_fifo -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_blif -gates syn_d8/cassowary_fifo_d8.blif
" > syn_d8/synth_d8.log 2>&1
tail -n 3 syn_d8/synth_d8.log
