#!/bin/bash
# vetch_nomod: temperature-monitor top synthesised for OSU035, reading only the top and the averager files
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl yosys_run.log vetch_tempmon_osu.v
mkdir -p rtl
cp ../../designs/vetch_tempmon/vetch_tempmon.v ../../designs/vetch_tempmon/vetch_avg4.v rtl/
yosys -l yosys_run.log -p "
  read_verilog rtl/vetch_tempmon.v rtl/vetch_avg4.v
  hierarchy -check -top vetch_tempmon
  synth -top vetch_tempmon
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr vetch_tempmon_osu.v
" > /dev/null
