#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# can_bitstuff: elaboration error expected (instance of an undefined module name); yosys -l -p; exit status kept
cp ../../designs/can_bitstuff/can_bitstuff.v ../../designs/can_bitstuff/stuff_count5.v .
yosys -l can_synth.log -p "read_verilog stuff_count5.v can_bitstuff.v; hierarchy -check -top can_bitstuff; synth -top can_bitstuff; dfflibmap -liberty $LIB; abc -liberty $LIB; stat -liberty $LIB; write_verilog -noattr can_bitstuff_net.v" > /dev/null 2>&1
echo "yosys exit status: $?" > exit_status.txt
