#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# same FIFO with 16 entries (AW=4) for the area comparison with boa_fifo_aw2
rm -rf *.v *.log out
mkdir -p out
cp ../../designs/boa_fifo/boa_fifo.v .
yosys -l boa_aw4.log -p "read_verilog boa_fifo.v; chparam -set AW 4 boa_fifo; synth -top boa_fifo; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr out/boa_fifo_aw4.v" > /dev/null
