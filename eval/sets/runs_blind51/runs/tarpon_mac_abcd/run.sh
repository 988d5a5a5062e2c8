#!/bin/bash
# tarpon_mac: OSU035 mapping with a delay-driven ABC run (abc -D 6000 ps), checked by OpenSTA at 6 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl out_abcD6000
mkdir -p rtl out_abcD6000
cp ../../designs/tarpon_mac/tarpon_mac.v rtl/
yosys -l out_abcD6000/synth_abcD.log -p "
read_verilog rtl/tarpon_mac.v
synth -flatten -top tarpon_mac
dfflibmap -liberty $OSU035_LIB
abc -D 6000 -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr out_abcD6000/tarpon_mac_abcD.v
write_edif out_abcD6000/tarpon_mac_abcD.edf
" > /dev/null
sta -no_splash -exit sta_6ns.tcl > out_abcD6000/sta_6ns.log 2>&1
