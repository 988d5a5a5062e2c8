#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# hotswap_seq: fails on purpose: check -assert after proc finds the combinational loop fet_ok <-> limit_hold;
# yosys -l -p; exit status kept; no netlist
cp ../../designs/hotswap_seq/hotswap_seq.v .
yosys -l hotswap.log -p "read_verilog hotswap_seq.v; hierarchy -check -top hotswap_seq; proc; opt_clean; check -assert; synth -top hotswap_seq; dfflibmap -liberty $LIB; abc -liberty $LIB; stat -liberty $LIB; write_verilog -noattr hotswap_seq_net.v" > /dev/null 2>&1
echo "yosys exit status: $?" > exit_status.txt
