#!/bin/bash
# guppy_netsta: generic synth of the LFSR (no liberty mapping), netlist written as Verilog and JSON,
# then OpenSTA pointed at the generic netlist.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl gen sta.out
mkdir -p rtl gen
cp ../../designs/guppy_lfsr/guppy_lfsr.v rtl/
yosys -l gen/yosys_generic.log -p "
  read_verilog rtl/guppy_lfsr.v
  synth -top guppy_lfsr
  stat
  write_verilog -noattr gen/guppy_lfsr_generic.v
  write_json gen/guppy_lfsr.json
" > /dev/null
sta -no_init -exit guppy_sta.tcl > sta.out 2>&1
rm -f .history_sta
