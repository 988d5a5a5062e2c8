#!/bin/bash
# goethite_arb_nosub: flattened OSU035 synthesis of the arbiter from a file list that only names the top and
# the grant register (goethite_rr_pick.v is not in files.f).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl synth.log arb_flat.v yosys_rc.txt
mkdir -p rtl
for f in $(cat files.f); do
    cp "../../designs/goethite_arbiter/$f" rtl/
done

yosys -l synth.log -p "
read_verilog $(sed 's|^|rtl/|' files.f | tr '\n' ' ')
hierarchy -check -top goethite_arbiter
synth -flatten -top goethite_arbiter
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr arb_flat.v
" > /dev/null
echo "yosys exit code: $?" > yosys_rc.txt
