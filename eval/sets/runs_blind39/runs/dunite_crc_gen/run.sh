#!/bin/bash
# dunite_crc_gen: CRC-16/CCITT engine, generic yosys synth only (no liberty), hierarchy
# kept; the netlist is exported as Verilog, BLIF, EDIF and JSON for downstream tools.
cd "$(dirname "$0")"
rm -rf hdl _nl-gen.0 yosys_crc.log
mkdir -p hdl _nl-gen.0
cp ../../designs/dunite_crc/dunite_crc.v hdl/

yosys -l yosys_crc.log -p "
read_verilog hdl/dunite_crc.v
hierarchy -check -top dunite_crc
synth -top dunite_crc
stat
write_verilog -noattr _nl-gen.0/dunite_crc_syn.v
write_blif _nl-gen.0/dunite_crc.blif
write_edif _nl-gen.0/dunite_crc.edf
write_json _nl-gen.0/dunite_crc.json
" > /dev/null
