#!/usr/bin/env bash
# Regenerates this run folder. Library: $OSU035_LIB, or the qflow osu035 copy in the main checkout.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"

cat > crc.ys <<YS
read_liberty -lib $LIB
read_verilog src/crc8_engine.v
synth -top crc8_engine
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr crc8_engine_mapped.v
YS
yosys -s crc.ys > crc_synth.out 2>&1
echo "yosys exit code: $?"
