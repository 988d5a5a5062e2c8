#!/bin/bash
# cobalt_fifo with DEPTH=16 (chparam), mapped to OSU035 and flattened.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf work reports
mkdir -p work reports
cp ../../designs/cobalt_fifo/cobalt_fifo.v work/
yosys -l reports/yosys_depth16.log -p "read_verilog work/cobalt_fifo.v; chparam -set DEPTH 16 cobalt_fifo; synth -flatten -top cobalt_fifo; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr work/cobalt_fifo_d16_net.v" > /dev/null
