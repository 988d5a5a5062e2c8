#!/bin/bash
# CRC-16 engine: technology-independent synth only, netlist handed off as BLIF, EDIF and JSON.
cd "$(dirname "$0")"
mkdir -p rtl netlists
cp ../../designs/burnet_crc/burnet_crc.v rtl/
yosys -l burnet_synth.log -p "
read_verilog rtl/burnet_crc.v
synth -top burnet_crc
stat
write_blif netlists/burnet_crc.blif
write_edif netlists/burnet_crc.edf
write_json netlists/burnet_crc.json
" > /dev/null
