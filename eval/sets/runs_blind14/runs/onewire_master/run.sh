#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# onewire_master: generic flow only (no liberty): coarse stat -width after proc/opt, then synth and a plain stat; only the log is kept (RTL copy deleted, no netlist); not timed
cp ../../designs/onewire_master/onewire_master.v .
yosys -p "read_verilog onewire_master.v; hierarchy -check -top onewire_master; proc; opt; stat -width; synth -top onewire_master; stat" > onewire_generic.log 2>&1
rm -f onewire_master.v
