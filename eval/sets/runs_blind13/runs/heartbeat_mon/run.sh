#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# heartbeat_mon: 'alarm' is assigned in two always blocks; 'check -assert' right after proc stops the flow;
# yosys -p ... 2>&1 | tee; exit status (of yosys, via PIPESTATUS) kept
cp ../../designs/heartbeat_mon/heartbeat_mon.v .
yosys -p "read_verilog heartbeat_mon.v; hierarchy -check -top heartbeat_mon; proc; opt_clean; check -assert; synth -top heartbeat_mon; dfflibmap -liberty $LIB; abc -liberty $LIB; stat -liberty $LIB; write_verilog -noattr heartbeat_mon_net.v" 2>&1 | tee hb_yosys.log > /dev/null
echo "yosys exit status: ${PIPESTATUS[0]}" > hb_exit.txt
