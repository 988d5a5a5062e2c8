#!/bin/bash
# CRC-16/CCITT: quiet generic synthesis (yosys -q); only the tee'd stat/check output and the
# netlists are kept. Warnings still go to the console capture.
cd "$(dirname "$0")"
rm -rf rtl "_q" && mkdir -p rtl "_q"
cp ../../designs/platypus_crc/platypus_crc.v rtl/
yosys -q -p "
  read_verilog rtl/platypus_crc.v
  synth -top platypus_crc
  tee -o _q/crc_stat.txt stat -width
  tee -a _q/crc_stat.txt check
  write_blif -gates _q/platypus_crc.blif
  write_verilog -noattr _q/platypus_crc_gen.v
" > _q/console.out 2>&1
