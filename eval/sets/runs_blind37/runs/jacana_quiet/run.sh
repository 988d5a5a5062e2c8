#!/bin/bash
# jacana_quiet: CRC-16 generator, generic yosys synth in quiet mode (-q): the console log stays
# empty, statistics are captured with `tee -o`. Netlists handed over as EDIF, JSON and BLIF.
cd "$(dirname "$0")"
rm -rf rtl "gen=netlists" stat jacana_console.log
mkdir -p rtl "gen=netlists" stat
cp ../../designs/jacana_crc16/jacana_crc16.v rtl/

yosys -q -p "
  read_verilog rtl/jacana_crc16.v
  synth -top jacana_crc16
  tee -o stat/jacana_crc16_stat.txt stat
  tee -o stat/jacana_crc16_check.txt check
  write_edif gen=netlists/jacana_crc16.edif
  write_json gen=netlists/jacana_crc16.json
  write_blif gen=netlists/jacana_crc16.blif
" 2>&1 | tee jacana_console.log
