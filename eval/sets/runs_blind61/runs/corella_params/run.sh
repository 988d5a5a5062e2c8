#!/bin/bash
# corella_div synthesised twice (WIDTH=8 and WIDTH=16 via chparam), both mapped to OSU035
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src out_w8 out_w16
mkdir -p src out_w8 out_w16
cp ../../designs/corella_div/corella_div.v src/
for W in 8 16; do
  yosys -l out_w$W/yosys_w$W.log -p "read_verilog src/corella_div.v; chparam -set WIDTH $W corella_div; synth -top corella_div; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr out_w$W/corella_div_w$W.v" > /dev/null
done
