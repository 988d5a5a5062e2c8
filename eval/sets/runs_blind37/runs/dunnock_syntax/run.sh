#!/bin/bash
# dunnock_syntax: first synthesis attempt of the interval timer (OSU035 flow, flattened).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl log netlist
mkdir -p rtl log netlist
cp ../../designs/dunnock_timer/dunnock_timer.v rtl/

yosys -l log/dunnock_timer_synth.log -p "
  read_verilog rtl/dunnock_timer.v
  synth -top dunnock_timer -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr netlist/dunnock_timer_osu.v
" > /dev/null 2>&1
rc=$?
echo "yosys exit status: $rc" > log/status.txt
[ -f netlist/dunnock_timer_osu.v ] || echo "no netlist written" >> log/status.txt
exit $rc
