#!/bin/bash
# FIFO mapped to OSU035 with DEPTH=4 (chparam), WIDTH=8.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl out
mkdir -p rtl out
cp ../../designs/parsnip_fifo/parsnip_fifo.v rtl/

yosys -l out/synth_depth4.log -p "
  read_verilog rtl/parsnip_fifo.v
  chparam -set DEPTH 4 -set WIDTH 8 parsnip_fifo
  synth -top parsnip_fifo
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr out/parsnip_fifo_d4.v
" > /dev/null
