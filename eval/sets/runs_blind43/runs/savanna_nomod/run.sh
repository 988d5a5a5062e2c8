#!/bin/bash
# savanna_nomod: SPI master synthesis; only the top file is copied/read (shifter file left out).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl log
mkdir -p rtl log
cp ../../designs/savanna_spimaster/savanna_spimaster.v rtl/
yosys -l log/savanna_synth.log -p "
  read_verilog rtl/savanna_spimaster.v
  hierarchy -check -top savanna_spimaster
  synth -top savanna_spimaster
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  stat -liberty $OSU035_LIB
  write_verilog -noattr log/savanna_spimaster_osu.v
" > /dev/null
