#!/bin/bash
# rowan_latch mapped to OSU035 (dfflibmap maps the flops only); check pass output kept in the log
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src syn
mkdir -p src syn
cp ../../designs/rowan_latch/rowan_latch.v src/

cat > syn/rowan.ys <<YS
read_verilog src/rowan_latch.v
synth -top rowan_latch -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
check
stat -liberty $OSU035_LIB
write_verilog -noattr syn/rowan_latch_mapped.v
YS
yosys -l syn/rowan_latch.log -s syn/rowan.ys > /dev/null
