#!/bin/bash
# grouper_latch: latch-based register file; latches mapped to the OSU035 LATCH cell via a techmap file, then STA.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl grouper.log grouper_latchreg_map.v grouper_sta.log
mkdir -p rtl
cp ../../designs/grouper_latchreg/grouper_latchreg.v rtl/
yosys -l grouper.log -p "
  read_verilog rtl/grouper_latchreg.v
  synth -top grouper_latchreg
  techmap -map osu_latch_map.v
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr grouper_latchreg_map.v
" > /dev/null
sta -no_init -exit grouper_sta.tcl > grouper_sta.log 2>&1
rm -f .history_sta
