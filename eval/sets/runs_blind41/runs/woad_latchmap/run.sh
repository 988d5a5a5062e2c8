#!/bin/bash
# woad_latchmap: latch-based config register bank mapped to OSU035; yosys latches are mapped to the LATCH
# cell with a small techmap file (techmap/osu035_latch_map.v), flip-flops (none expected) via dfflibmap
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
cp ../../designs/woad_latchbank/woad_latchbank.v .
yosys -l woad_map.log -p "
  read_verilog woad_latchbank.v
  synth -top woad_latchbank -flatten
  techmap -map techmap/osu035_latch_map.v
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean -purge
  stat -liberty $OSU035_LIB
  write_verilog -noattr woad_latchbank_osu035.v
" > /dev/null
grep -E "LATCH|Chip area" woad_map.log | tail -3
