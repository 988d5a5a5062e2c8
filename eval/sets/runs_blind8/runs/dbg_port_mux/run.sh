#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# dbg_port_mux: multiple conflicting drivers found by check; -p one-liner, shell redirect; not timed
cp ../../designs/dbg_port_mux/dbg_port_mux.v .
CMD="read_verilog dbg_port_mux.v; hierarchy -check -top dbg_port_mux; proc; check; synth -top dbg_port_mux; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr dbg_port_mux_gates.v"
echo "yosys -p \"$CMD\" > mux_check.log 2>&1" > yosys_cmd.txt
yosys -p "$CMD" > mux_check.log 2>&1
