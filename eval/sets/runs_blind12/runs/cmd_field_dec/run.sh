#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# cmd_field_dec: combinational decoder, incomplete assignments in always @* infer latches; stat -liberty; not timed; yosys -l -p (command in yosys_cmd.txt)
cp ../../designs/cmd_field_dec/cmd_field_dec.v .
CMD="read_verilog cmd_field_dec.v; hierarchy -check -top cmd_field_dec; proc; opt; check; synth -top cmd_field_dec; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr cmd_field_dec_net.v"
echo "yosys -l cmd_synth.log -p \"$CMD\"" > yosys_cmd.txt
yosys -l cmd_synth.log -p "$CMD" > /dev/null
