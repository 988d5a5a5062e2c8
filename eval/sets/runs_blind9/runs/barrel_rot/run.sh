#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# barrel_rot: combinational rotator with an inferred latch (left unmapped: no latch cell mapping); not timed; -p with -l
cp ../../designs/barrel_rot/barrel_rot.v .
CMD="read_verilog barrel_rot.v; hierarchy -check -top barrel_rot; synth -top barrel_rot; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr barrel_rot_mapped.v"
echo "yosys -l rot_synth.log -p \"$CMD\"" > yosys_cmd.txt
yosys -l rot_synth.log -p "$CMD" > /dev/null
