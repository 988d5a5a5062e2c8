#!/bin/bash
# wintergreen_formats: CRC-16 engine, generic yosys synth only, netlist written as Verilog, BLIF, JSON and EDIF
cd "$(dirname "$0")"
rm -rf rtl logs nl
mkdir -p rtl logs nl
cp ../../designs/wintergreen_crc/wintergreen_crc.v rtl/
yosys -l logs/wintergreen_synth.log -p "
read_verilog rtl/wintergreen_crc.v
synth -top wintergreen_crc
stat
write_verilog -noattr nl/wintergreen_crc_gen.v
write_blif nl/wintergreen_crc.blif
write_json nl/wintergreen_crc.json
write_edif nl/wintergreen_crc.edf
"
