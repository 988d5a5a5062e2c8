#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# ring_osc_loop: combinational loop reported by check, -q -l
cp ../../designs/ring_osc_loop/ring_osc_loop.v .
cat > loop_synth.ys <<EOF
read_verilog ring_osc_loop.v
hierarchy -check -top ring_osc_loop
proc
check
synth -top ring_osc_loop
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr ring_osc_loop_net.v
read_liberty -lib $LIB
check
EOF
yosys -q -l loop_synth.log loop_synth.ys
