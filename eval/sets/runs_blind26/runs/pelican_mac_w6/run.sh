#!/bin/bash
# MAC unit mapped to OSU035 with WIDTH overridden to 6 through chparam (flattened).
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src syn
mkdir -p src syn
cp ../../designs/pelican_mac/pelican_mac.v src/
yosys -l syn/synth_run.out -p "
read_verilog src/pelican_mac.v
chparam -set WIDTH 6 pelican_mac
synth -flatten -top pelican_mac
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/pelican_mac_w6_mapped.v
" > /dev/null
