#!/bin/bash
# parked arbiter: synth, structural check (non-fatal), STA incl. disabled edges
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
export OSU035_LIB="$LIB"
mkdir -p rtl && cp ../../designs/arb_loop/arb_loop.v rtl/
cat > arb.ys <<YS
read_verilog rtl/arb_loop.v
synth -top arb_loop
check
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr arb_loop_net.v
YS
yosys -s arb.ys | tee arb_synth.log > /dev/null
sta -no_splash -exit arb_sta.tcl > arb_sta.log 2>&1
