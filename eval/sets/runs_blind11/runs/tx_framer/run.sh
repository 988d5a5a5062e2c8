#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# tx_framer: elaboration error expected (port name on u_chk does not exist on frm_chk); yosys -p > out 2>&1
cp ../../designs/tx_framer/tx_framer.v ../../designs/tx_framer/frm_chk.v .
CMD="read_verilog frm_chk.v tx_framer.v; hierarchy -check -top tx_framer; synth -top tx_framer; dfflibmap -liberty $LIB; abc -liberty $LIB; stat -liberty $LIB; write_verilog -noattr tx_framer_net.v"
echo "yosys -p \"$CMD\" > txf_synth.out 2>&1" > yosys_cmd.txt
yosys -p "$CMD" > txf_synth.out 2>&1
echo "yosys exit status: $?" > exit_codes.txt
