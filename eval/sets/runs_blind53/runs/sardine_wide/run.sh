#!/bin/bash
# sardine_wide: same Gray counter, default width switched to 12 with -DSARDINE_WIDE, mapped to OSU035.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf hdl synth.log sardine_wide_net.v
mkdir -p hdl
cp ../../designs/sardine_gray_cnt/sardine_gray_cnt.v hdl/
yosys -l synth.log -p "
  read_verilog -DSARDINE_WIDE hdl/sardine_gray_cnt.v
  synth -top sardine_gray_cnt
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr sardine_wide_net.v
" > /dev/null
