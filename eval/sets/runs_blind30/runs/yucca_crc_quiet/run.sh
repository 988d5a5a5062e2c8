#!/bin/bash
# yucca_crc quiet OSU035 synthesis (yosys -q); only warnings go to the console capture, stats via tee
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl gates
mkdir -p rtl gates
cp ../../designs/yucca_crc/yucca_crc.v rtl/
yosys -q -p "
read_verilog rtl/yucca_crc.v
synth -top yucca_crc -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
tee -q -o gates/cell_stat.rpt stat -liberty $OSU035_LIB
write_verilog -noattr gates/yucca_crc.vg
write_edif gates/yucca_crc.edf
" > yosys_console.out 2>&1
