#!/bin/bash
# Gray counter: quick synthesis, then OpenSTA on the resulting netlist at 10 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl netlists sta_logs
mkdir -p rtl netlists sta_logs
cp ../../designs/butte_gray/butte_gray.v rtl/

yosys -l netlists/yosys.log -p "
  read_verilog rtl/butte_gray.v
  synth -top butte_gray
  abc -liberty $OSU035_LIB
  opt_clean
  stat
  write_verilog -noattr netlists/butte_gray_netlist.v
" > /dev/null

sta -no_init -exit gray_sta.tcl > sta_logs/gray_10ns.log 2>&1
