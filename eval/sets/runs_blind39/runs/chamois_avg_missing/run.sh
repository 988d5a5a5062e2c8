#!/bin/bash
# chamois_avg_missing: moving-average filter mapped to OSU035; the sources to read are
# taken from the file list rtl/files.f.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl netlist "yosys logs"
mkdir -p rtl netlist "yosys logs"
cp ../../designs/chamois_avg/chamois_avg.v rtl/
echo "rtl/chamois_avg.v" > rtl/files.f

yosys -l "yosys logs/chamois_avg_synth.log" -p "
read_verilog $(cat rtl/files.f)
hierarchy -check -top chamois_avg
synth -top chamois_avg
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/chamois_avg_osu035.v
" > /dev/null
echo "yosys exit status: $?" > "yosys logs/exit_status.txt"
