#!/bin/bash
# dipper_formats: CRC-8 engine, generic yosys synth only (no liberty), netlist exported as Verilog, BLIF, JSON and EDIF
cd "$(dirname "$0")"
rm -rf src export synth.log
mkdir -p src export
cp ../../designs/dipper_crc8/dipper_crc8.v src/
yosys -l synth.log -p "
  read_verilog src/dipper_crc8.v
  synth -top dipper_crc8
  stat
  write_verilog export/dipper_crc8_gen.v
  write_blif export/dipper_crc8.blif
  write_json export/dipper_crc8.json
  write_edif export/dipper_crc8.edf
" > /dev/null
