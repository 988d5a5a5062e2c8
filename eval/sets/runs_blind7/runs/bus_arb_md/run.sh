#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# bus_arb_md (top bus_arb): conflicting drivers, -p one-liner with check, not timed
cp ../../designs/bus_arb_md/bus_arb.v .
yosys -p "read_verilog bus_arb.v; hierarchy -check -top bus_arb; proc; check; synth -top bus_arb; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr bus_arb_gates.v; read_liberty -lib $LIB; check" > bus_arb_yosys.log 2>&1
echo "yosys -p \"read_verilog bus_arb.v; hierarchy -check -top bus_arb; proc; check; synth -top bus_arb; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr bus_arb_gates.v; read_liberty -lib $LIB; check\"" > yosys_cmd.txt
