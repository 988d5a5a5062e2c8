#!/bin/bash
# brucite_nomodule: synthesis of the brucite_soc top that only reads brucite_soc.v (brucite_timer.v not copied).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src synth_brucite.log
mkdir -p src
cp ../../designs/brucite_soc/brucite_soc.v src/
yosys -l synth_brucite.log -p "
  read_verilog src/brucite_soc.v
  hierarchy -check -top brucite_soc
  synth -top brucite_soc
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  stat -liberty $OSU035_LIB
" > /dev/null 2>&1
