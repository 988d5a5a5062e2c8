#!/bin/bash
# Address/data bus demux with a transparent address latch, mapped to OSU035 (dfflibmap does
# not map latches, so a small techmap file turns \$_DLATCH_P_ into the LATCH cell),
# then OpenSTA at 10 ns plus check_setup (the latch enable comes from the ale port, not a clock).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl mapped rpt
mkdir -p rtl mapped rpt
cp ../../designs/barley_latch/barley_latch.v rtl/

yosys -l mapped/yosys.log -p "
  read_verilog rtl/barley_latch.v
  synth -top barley_latch
  dfflibmap -liberty $OSU035_LIB
  techmap -map osu035_latch_map.v
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr mapped/barley_latch_osu.v
" > /dev/null

sta -no_init -exit latch_sta.tcl > rpt/sta_latch.txt 2>&1
