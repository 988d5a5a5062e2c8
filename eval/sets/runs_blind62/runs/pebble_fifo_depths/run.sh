#!/bin/bash
# FIFO synthesised twice for OSU035: DEPTH=4 (AW=2) and DEPTH=32 (AW=5) via chparam
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl
cp ../../designs/pebble_fifo/pebble_fifo.v rtl/
for cfg in "4 2" "32 5"; do
  set -- $cfg
  out=depth$1
  mkdir -p $out
  yosys -l $out/synth_depth$1.log -p "
read_verilog rtl/pebble_fifo.v
chparam -set DEPTH $1 -set AW $2 pebble_fifo
synth -flatten -top pebble_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr $out/pebble_fifo_d$1.v
" > /dev/null
done
