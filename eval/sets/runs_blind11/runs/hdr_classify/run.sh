#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# hdr_classify: combinational with incomplete assignments -> inferred latches; stat -liberty; not timed; yosys -l with -p
cp ../../designs/hdr_classify/hdr_classify.v .
CMD="read_verilog hdr_classify.v; hierarchy -check -top hdr_classify; synth -top hdr_classify; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr hdr_classify_net.v"
echo "yosys -l hdr_synth.log -p \"$CMD\"" > yosys_cmd.txt
yosys -l hdr_synth.log -p "$CMD" > /dev/null
