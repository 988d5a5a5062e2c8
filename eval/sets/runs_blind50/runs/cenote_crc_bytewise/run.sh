#!/bin/bash
# CRC-16 generator, byte-parallel variant (-D CENOTE_BYTEWISE), generic yosys synthesis only
# (no liberty); netlist exported as EDIF, BLIF and Verilog for the FPGA-side tools.
cd "$(dirname "$0")"
rm -rf rtl export yosys_bytewise.log
mkdir -p rtl export
cp ../../designs/cenote_crc/cenote_crc.v rtl/

yosys -l yosys_bytewise.log -p "
  read_verilog -D CENOTE_BYTEWISE rtl/cenote_crc.v
  synth -top cenote_crc
  stat
  write_edif export/cenote_crc.edf
  write_blif export/cenote_crc.blif
  write_verilog -noattr export/cenote_crc_generic.v
" > /dev/null
