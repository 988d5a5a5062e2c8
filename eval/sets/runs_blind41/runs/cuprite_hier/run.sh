#!/bin/bash
# cuprite_hier: same register file mapped to OSU035 but keeping the hierarchy (cuprite_wdec, cuprite_rmux x2)
# so the per-module area can be compared with the flattened run cuprite_flat
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
cp ../../designs/cuprite_regfile/cuprite_regfile.v .
yosys -l yosys_hier.log -p "
  read_verilog cuprite_regfile.v
  hierarchy -check -top cuprite_regfile
  synth -top cuprite_regfile
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean -purge
  stat -liberty $OSU035_LIB
  write_verilog -noattr cuprite_regfile_hier.v
" > /dev/null
grep -E "Chip area" yosys_hier.log
