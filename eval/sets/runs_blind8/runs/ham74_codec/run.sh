#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# ham74_codec: parse error expected; -p one-liner piped through tee
cp ../../designs/ham74_codec/ham74_codec.v .
CMD="read_verilog ham74_codec.v; hierarchy -check -top ham74_codec; synth -top ham74_codec; dfflibmap -liberty $LIB; abc -liberty $LIB; stat -liberty $LIB; write_verilog -noattr ham74_codec_syn.v"
echo "yosys -p \"$CMD\" 2>&1 | tee ham74_yosys.log" > yosys_cmd.txt
yosys -p "$CMD" 2>&1 | tee ham74_yosys.log > /dev/null
echo "yosys exit status: ${PIPESTATUS[0]}" > exit_status.txt
# second opinion from Icarus Verilog (compile only)
iverilog -g2005 -o /dev/null ham74_codec.v > iverilog_check.txt 2>&1
echo "iverilog exit status: $?" >> exit_status.txt
