#!/bin/bash
# colugo_crc8: simulate against known CRC-8 check values, then a generic yosys synthesis with a JSON netlist
cd "$(dirname "$0")"
rm -rf rtl sim syn
mkdir -p rtl sim syn
cp ../../designs/colugo_crc8/colugo_crc8.v rtl/
iverilog -o sim/tb.vvp tb_colugo_crc8.v rtl/colugo_crc8.v
(cd sim && vvp -n tb.vvp > vvp.out 2>&1)
yosys -l syn/generic.log -p "
  read_verilog rtl/colugo_crc8.v
  synth -top colugo_crc8
  write_json syn/colugo_crc8.json
  write_verilog syn/colugo_crc8_generic.v
" > /dev/null
