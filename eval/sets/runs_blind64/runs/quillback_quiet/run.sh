#!/bin/bash
# quillback_quiet: 4-digit BCD counter, quiet yosys run (-q): only the stat report is kept (tee -o),
# netlist written as Verilog and EDIF
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl rpt netlists quiet.log
mkdir -p rtl rpt netlists
cp ../../designs/quillback_bcd/quillback_bcd.v rtl/
yosys -q -p "
read_verilog rtl/quillback_bcd.v
synth -flatten -top quillback_bcd
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o rpt/quillback_stat.txt stat -liberty $OSU035_LIB
write_verilog -noattr netlists/quillback_bcd_osu.v
write_edif netlists/quillback_bcd_osu.edf
" 2>&1 | tee quiet.log
