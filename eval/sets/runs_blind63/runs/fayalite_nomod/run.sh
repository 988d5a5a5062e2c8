#!/bin/bash
# fayalite_nomod: scrambler synthesised to OSU035 from a file list that forgot the LFSR sub-module file
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src build
mkdir -p src build
cp ../../designs/fayalite_scrambler/fayalite_scrambler.v src/
# file list for the flow (fayalite_lfsr7.v was never added to it)
printf 'src/fayalite_scrambler.v\n' > build/files.f

yosys -l build/fayalite_synth.log -p "
    read_verilog $(cat build/files.f | tr '\n' ' ')
    synth -top fayalite_scrambler
    dfflibmap -liberty $OSU035_LIB
    abc -liberty $OSU035_LIB
    stat -liberty $OSU035_LIB
    write_verilog -noattr build/fayalite_scrambler_osu.v
" > /dev/null 2>&1
echo "yosys returned $?" > build/status.txt
