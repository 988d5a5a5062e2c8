#!/bin/bash
# minnow_quiet: seven-segment driver mapped to OSU035 with yosys -q; only the tee'd stat is kept,
# netlists written as BLIF and EDIF.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl "nl+stat"
mkdir -p rtl "nl+stat"
cp ../../designs/minnow_seg7/minnow_seg7.v rtl/
yosys -q -p "
  read_verilog rtl/minnow_seg7.v
  synth -top minnow_seg7
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  tee -o nl+stat/minnow_stat.txt stat -liberty $OSU035_LIB
  write_blif nl+stat/minnow_seg7.blif
  write_edif nl+stat/minnow_seg7.edif
" | tee nl+stat/yosys_console.out
