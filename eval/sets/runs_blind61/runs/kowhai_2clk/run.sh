#!/bin/bash
# kowhai_cdc: two clock domains (clk_a 8 ns, clk_b 5 ns), OSU035 mapping, STA with and without the CDC path
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src out+reports
mkdir -p src out+reports
cp ../../designs/kowhai_cdc/kowhai_cdc.v src/
yosys -l out+reports/synth.log -p "read_verilog src/kowhai_cdc.v; synth -flatten -top kowhai_cdc; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr out+reports/kowhai_cdc_syn.v" > /dev/null
sta -no_init -exit sta_cdc.tcl > out+reports/sta_cdc.log 2>&1
rm -f .history_sta
