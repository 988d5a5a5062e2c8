#!/usr/bin/env bash
# Regenerates this run folder. Library: $OSU035_LIB, or the qflow osu035 copy in the main checkout.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"

cat > hub.ys <<YS
read_liberty -lib $LIB
read_verilog signal_hub.v
hierarchy -check -top signal_hub
proc
check
synth -top signal_hub
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
check
stat -liberty $LIB
write_verilog -noattr signal_hub_out.v
YS
yosys -l hub_yosys.txt -s hub.ys > /dev/null 2>&1
