#!/bin/bash
# snapper_abcd: pipelined 8x8 multiplier/accumulator, abc run with a 3000 ps delay target, STA at 3.0 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl "results 3ns"
mkdir -p rtl "results 3ns"
cp ../../designs/snapper_mult/snapper_mult.v rtl/
yosys -l "results 3ns/yosys_abcD.log" -p "
  read_verilog rtl/snapper_mult.v
  synth -top snapper_mult
  dfflibmap -liberty $OSU035_LIB
  abc -D 3000 -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr \"results 3ns/snapper_mult_net.v\"
" > /dev/null
sta -no_init -exit snapper.tcl > "results 3ns/sta.log" 2>&1
rm -f .history_sta
