#!/bin/bash
# top: lockout_fsm
# design: lockout_fsm
# flow: first draft RTL (lockout_fsm_v1.v), yosys -L line-buffered log with -p; parse fails on a syntax error; no netlist, no STA
# yosys_log: yosys_v1.log
# sta_report: -
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src out yosys_v1.log; mkdir -p src out
cp ../../designs/lockout_fsm/lockout_fsm_v1.v src/
yosys -L yosys_v1.log -p "read_verilog src/lockout_fsm_v1.v; synth -top lockout_fsm; dfflibmap -liberty $LIB; abc -liberty $LIB; stat -liberty $LIB; write_verilog -noattr out/lockout_fsm_v1.v" > /dev/null 2>&1
