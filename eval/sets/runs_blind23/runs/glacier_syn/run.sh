#!/bin/bash
# glacier_top: hierarchy check before mapping (core RTL lives in another repo)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src syn && mkdir -p src syn
cp ../../designs/glacier_top/glacier_top.v src/
yosys -q -l syn/glacier.log -p "read_verilog src/glacier_top.v; hierarchy -check -top glacier_top; synth -top glacier_top; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; stat -liberty $OSU035_LIB; write_verilog -noattr syn/glacier_top.v" 2> syn/stderr.txt
echo "rc=$?" >> syn/stderr.txt
exit 0
