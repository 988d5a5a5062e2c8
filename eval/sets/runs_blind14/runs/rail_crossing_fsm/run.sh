#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# rail_crossing_fsm: own proc / opt -nodffe -nosdff then fsm -encoding binary before synth; ltp -noff on the generic netlist; select -count on flops; stat -liberty; no netlist written (FSM inspection only); not timed; script given as a plain argument (yosys rail.ys 2>&1 | tee)
cp ../../designs/rail_crossing_fsm/rail_crossing_fsm.v .
cat > rail.ys <<EOT
read_verilog rail_crossing_fsm.v
hierarchy -check -top rail_crossing_fsm
proc
opt -nodffe -nosdff
fsm -encoding binary
opt
synth -top rail_crossing_fsm
ltp -noff
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
select -count t:DFFPOSX1
stat -liberty $LIB
EOT
yosys rail.ys 2>&1 | tee rail_fsm.log > /dev/null
