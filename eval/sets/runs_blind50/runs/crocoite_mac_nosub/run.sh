#!/bin/bash
# MAC unit, first attempt of a flattened OSU035 synthesis: the file list only has the top
# and the multiplier.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl yosys.log mac_flat.v
mkdir -p rtl
cp ../../designs/crocoite_mac/crocoite_mac.v ../../designs/crocoite_mac/crocoite_mul.v rtl/

yosys -l yosys.log -p "
  read_verilog rtl/crocoite_mac.v rtl/crocoite_mul.v
  hierarchy -check -top crocoite_mac
  synth -flatten -top crocoite_mac
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  stat -liberty $OSU035_LIB
  write_verilog -noattr mac_flat.v
" > /dev/null
