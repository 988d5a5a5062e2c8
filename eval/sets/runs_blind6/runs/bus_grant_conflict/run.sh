#!/bin/bash
# Regenerates runs/bus_grant_conflict: multiple drivers on grant; synth + check, no STA.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/bus_grant_conflict/bus_grant_conflict.v .

cat > bus.ys <<EOF
read_verilog bus_grant_conflict.v
hierarchy -check -top bus_grant_conflict
proc
check
synth -top bus_grant_conflict
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
check
write_verilog -noattr bus_grant_conflict_syn.v
EOF
yosys -s bus.ys -l bus_synth.log > /dev/null
