#!/bin/bash
# bluebell_gray_quiet: 8-bit up/down Gray counter (WIDTH overridden with chparam) mapped to
# OSU035 with yosys in quiet mode; only the reports captured with 'tee -o' are kept
# (rpt@quiet/), plus Verilog and BLIF netlists.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl netlist rpt@quiet yosys_quiet.log
mkdir -p rtl netlist rpt@quiet
cp ../../designs/bluebell_gray/bluebell_gray.v rtl/

yosys -q -p "
read_verilog rtl/bluebell_gray.v
chparam -set WIDTH 8 bluebell_gray
synth -top bluebell_gray
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o rpt@quiet/area_stat.txt stat -liberty $OSU035_LIB
tee -o rpt@quiet/check.txt check
write_verilog -noattr netlist/bluebell_gray8_osu.v
write_blif netlist/bluebell_gray8_osu.blif
" 2>&1 | tee yosys_quiet.log
