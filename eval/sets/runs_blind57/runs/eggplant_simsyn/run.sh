#!/bin/bash
# eggplant_simsyn: CRC-16 engine: RTL simulation against the standard check values, then a generic synth with EDIF out
cd "$(dirname "$0")"
rm -rf src sim syn
mkdir -p src sim syn
cp ../../designs/eggplant_crc16/eggplant_crc16.v ../../designs/eggplant_crc16/eggplant_tb.v src/
iverilog -g2005 -o sim/eggplant.vvp src/eggplant_tb.v src/eggplant_crc16.v > sim/iverilog.log 2>&1
vvp -n sim/eggplant.vvp > sim/transcript.log 2>&1
rm -f sim/eggplant.vvp
yosys -l syn/yosys.log -p "
read_verilog src/eggplant_crc16.v
synth -top eggplant_crc16
stat
write_edif syn/eggplant_crc16.edf
write_verilog -noattr syn/eggplant_crc16_generic.v
" > /dev/null
