#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# latch register file: yosys latches mapped onto the OSU035 LATCH cell with a techmap file
rm -rf kea_latchreg.v *.log kea_osu.v
cp ../../designs/kea_latchreg/kea_latchreg.v .
yosys -l kea_map.log -p "read_verilog kea_latchreg.v; synth -top kea_latchreg; techmap -map latch_map.v; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr kea_osu.v" > /dev/null
