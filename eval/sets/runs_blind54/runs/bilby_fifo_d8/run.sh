#!/bin/bash
# bilby_fifo with DEPTH=8 (chparam), mapped to OSU035; netlist as Verilog and JSON, no STA.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src out_d8 bilby_d8.log .history_sta
mkdir -p src out_d8
cp ../../designs/bilby_fifo/bilby_fifo.v src/

yosys -l bilby_d8.log -p "
  read_verilog src/bilby_fifo.v
  chparam -set DEPTH 8 -set AW 3 bilby_fifo
  synth -top bilby_fifo
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr out_d8/bilby_fifo_d8.v
  write_json out_d8/bilby_fifo_d8.json
" > /dev/null
rm -f .history_sta
