#!/bin/bash
# Latch-based config register bank: generic synth, latches mapped to the OSU035 LATCH cell with a
# techmap file, logic with abc; netlists written as Verilog and EDIF.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl build && mkdir -p rtl build
cp ../../designs/esker_latch/esker_latch.v rtl/
yosys -l build/esker_latch.log -p "
  read_verilog rtl/esker_latch.v
  synth -top esker_latch
  stat
  techmap -map cells_latch_map.v
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr build/esker_latch_osu.v
  write_edif build/esker_latch_osu.edf
" > /dev/null
