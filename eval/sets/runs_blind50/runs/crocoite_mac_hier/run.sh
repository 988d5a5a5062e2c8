#!/bin/bash
# MAC unit kept hierarchical (crocoite_mac -> crocoite_mul, crocoite_acc), mapped to OSU035,
# then OpenSTA on the hierarchical netlist at 8 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl logs sta_out crocoite_mac_hier.v
mkdir -p rtl logs sta_out
cp ../../designs/crocoite_mac/crocoite_mac.v ../../designs/crocoite_mac/crocoite_mul.v \
   ../../designs/crocoite_mac/crocoite_acc.v rtl/

yosys -l logs/synth_hier.log -p "
  read_verilog rtl/crocoite_mul.v rtl/crocoite_acc.v rtl/crocoite_mac.v
  hierarchy -check -top crocoite_mac
  synth -top crocoite_mac
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr crocoite_mac_hier.v
" > /dev/null

sta -no_init -exit mac_sta.tcl > sta_out/mac_8ns.txt 2>&1
