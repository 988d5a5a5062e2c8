#!/bin/bash
# toucan_lock mapped to OSU035 (FSM extraction left on); the netlist is written as JSON only
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out
mkdir -p rtl out
cp ../../designs/toucan_lock/toucan_lock.v rtl/

yosys -l out/synth.log -p "
read_verilog rtl/toucan_lock.v
synth -top toucan_lock -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_json out/toucan_lock.json
" > /dev/null
