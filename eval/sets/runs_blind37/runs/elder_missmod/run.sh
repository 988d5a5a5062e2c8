#!/bin/bash
# elder_missmod: APB register slave, OSU035 flow driven by the file list elder.f.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn.log.d out
mkdir -p rtl syn.log.d out
cp ../../designs/elder_bridge/elder_*.v rtl/

FILES=$(grep -v '^#' elder.f | tr '\n' ' ')
yosys -l syn.log.d/elder_bridge.log -p "
  read_verilog $FILES
  hierarchy -check -top elder_bridge
  synth -top elder_bridge -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr out/elder_bridge_osu.v
" > /dev/null 2>&1 || { echo "synthesis failed, see syn.log.d/elder_bridge.log"; exit 1; }
