#!/bin/sh
# apb_bridge: synthesis attempt; the decoder submodule was never checked in.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cat > yosys_flow.ys <<YS
read_liberty -lib $LIB
read_verilog src/apb_bridge.v
hierarchy -check -top apb_bridge
synth -top apb_bridge
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr apb_bridge_gates.v
YS
yosys -s yosys_flow.ys > yosys_stdout.txt 2>&1
