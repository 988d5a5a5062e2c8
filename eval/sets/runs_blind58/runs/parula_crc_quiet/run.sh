#!/bin/bash
# parula_crc CRC-16/CCITT: generic (technology independent) yosys synth run quietly; netlists as BLIF and JSON
cd "$(dirname "$0")"
rm -rf rtl _q parula_crc.blif parula_crc.json
mkdir -p rtl _q
cp ../../designs/parula_crc/parula_crc.v rtl/
yosys -q -p "
read_verilog rtl/parula_crc.v
synth -top parula_crc -flatten
tee -o _q/stat_generic.txt stat
check
write_blif parula_crc.blif
write_json parula_crc.json
" 2>&1 | tee _q/console.txt
