#!/bin/bash
# vervain_mac: OSU035 mapping with a delay target for ABC (abc -D 6000 ps), OpenSTA at 6 ns with power.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf _abcD6000 vervain_mac.v
mkdir -p _abcD6000
cp ../../designs/vervain_mac/vervain_mac.v .

yosys -l _abcD6000/yosys.log -p "
read_verilog vervain_mac.v
synth -top vervain_mac -flatten
dfflibmap -liberty $OSU035_LIB
abc -D 6000 -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr _abcD6000/vervain_mac_mapped.v
" > /dev/null

sta -exit timing.tcl > _abcD6000/timing.rpt 2>&1
