#!/bin/bash
# perch_fifo with DEPTH=4 (AW=2), WIDTH=8: mapped to OSU035 via a yosys script; Verilog + BLIF netlists
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src "log files" nets
mkdir -p src "log files" nets
cp ../../designs/perch_fifo/perch_fifo.v src/
yosys -l "log files/perch_d4.log" -s syn/perch_d4.ys -p "dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr nets/perch_fifo_d4.v; write_blif nets/perch_fifo_d4.blif" > /dev/null
