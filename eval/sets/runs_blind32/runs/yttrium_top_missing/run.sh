#!/bin/bash
# yttrium_top: first attempt at synthesising the sensor front-end top; pad ring file not added to the file list
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf work
mkdir -p work/rtl work/elab
cp ../../designs/yttrium_top/yttrium_top.v work/rtl/

yosys -l work/elab/yttrium_elab.txt -p "
read_verilog work/rtl/yttrium_top.v
hierarchy -check -top yttrium_top
synth -top yttrium_top -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr work/yttrium_top_net.v
" > /dev/null 2>&1 || echo "synthesis failed, netlist not written" >> work/elab/yttrium_elab.txt
