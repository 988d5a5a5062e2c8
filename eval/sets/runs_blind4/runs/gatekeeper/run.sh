#!/usr/bin/env bash
# Regenerates this run folder. Library: $OSU035_LIB, or the qflow osu035 copy in the main checkout.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"

cat > gk.ys <<YS
read_liberty -lib $LIB
read_verilog gatekeeper.v
synth -top gatekeeper
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr gatekeeper_net.v
YS
yosys -s gk.ys > gatekeeper_yosys.log 2>&1
