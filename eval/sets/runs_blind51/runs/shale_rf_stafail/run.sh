#!/bin/bash
# shale_regfile: combinational logic mapped with abc -liberty, netlist handed to OpenSTA at 8 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl netlist sta
mkdir -p rtl netlist sta
cp ../../designs/shale_regfile/shale_regfile.v rtl/
yosys -l netlist/shale_yosys.log -p "
read_verilog rtl/shale_regfile.v
synth -flatten -top shale_regfile
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/shale_regfile_osu.v
" > /dev/null
sta -no_splash -exit shale_8ns.tcl > sta/shale_8ns.log 2>&1
