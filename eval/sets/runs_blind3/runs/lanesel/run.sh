#!/bin/sh
# lanesel: synthesis only (combinational block with inferred latches).
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cat > lanesel.ys <<YS
read_liberty -lib $LIB
read_verilog lanesel.v
hierarchy -check -top lanesel
synth -top lanesel
techmap -map latch_map.v
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
check
write_verilog -noattr -simple-lhs lanesel_net.v
YS
yosys -l yosys.log -s lanesel.ys > /dev/null 2>&1
