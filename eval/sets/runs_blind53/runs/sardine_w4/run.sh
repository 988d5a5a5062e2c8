#!/bin/bash
# sardine_w4: Gray counter elaborated with chparam WIDTH=4 and mapped to OSU035 (area only, no STA).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf hdl synth.log sardine_w4.blif sardine_w4_net.v
mkdir -p hdl
cp ../../designs/sardine_gray_cnt/sardine_gray_cnt.v hdl/
yosys -l synth.log -p "
  read_verilog hdl/sardine_gray_cnt.v
  chparam -set WIDTH 4 sardine_gray_cnt
  synth -top sardine_gray_cnt
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr sardine_w4_net.v
  write_blif sardine_w4.blif
" > /dev/null
