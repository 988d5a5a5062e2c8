#!/bin/bash
# Latch-based register file mapped to OSU035 (latches go to the LATCH cell).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -f *.log lodestone_latch_map.v
cp ../../designs/lodestone_latch/lodestone_latch.v .
yosys -l yosys_latch.log -p "read_verilog lodestone_latch.v; synth -top lodestone_latch -flatten; \
  dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; \
  write_verilog -noattr lodestone_latch_map.v" > /dev/null
