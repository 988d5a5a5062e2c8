#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# op_decode_lat: incomplete case in always @* -> latches; not timed; -p one-liner with -l
cp ../../designs/op_decode_lat/op_decode_lat.v .
CMD="read_verilog op_decode_lat.v; hierarchy -check -top op_decode_lat; synth -top op_decode_lat; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr op_decode_lat_mapped.v"
echo "yosys -l opdec.log -p \"$CMD\"" > yosys_cmd.txt
yosys -l opdec.log -p "$CMD" > /dev/null
