#!/bin/bash
# dhow_gray: generic synth (yosys internal gates, no dfflibmap/abc mapping), then OpenSTA is pointed at that netlist
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl gen.netlist sta_out
mkdir -p rtl gen.netlist sta_out
cp ../../designs/dhow_gray/dhow_gray.v rtl/
yosys -l gen.netlist/synth.log -p "read_verilog rtl/dhow_gray.v; synth -top dhow_gray; stat; write_verilog -noattr gen.netlist/dhow_gray_gen.v" > /dev/null
sta -no_init -exit gray_sta.tcl > sta_out/sta.log 2>&1
echo "sta exit: $?" >> sta_out/sta.log
rm -f .history_sta
