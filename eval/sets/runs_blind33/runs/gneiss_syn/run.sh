#!/bin/bash
# gray counter: attempted mapped synthesis, fails while parsing the RTL
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -f *.v *.log
cp ../../designs/gneiss_gray/gneiss_gray.v .
yosys -l gneiss_synth.log -p "read_verilog gneiss_gray.v; synth -top gneiss_gray; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; stat -liberty $OSU035_LIB; write_verilog -noattr gneiss_gray_mapped.v" > /dev/null 2>&1
echo "yosys exit code: $?" >> gneiss_synth.log
