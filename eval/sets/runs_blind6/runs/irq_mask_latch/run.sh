#!/bin/bash
# Regenerates runs/irq_mask_latch: latch inference; synthesized only (not timed).
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/irq_mask_latch/irq_mask_latch.v .

cat > latch_synth.ys <<EOF
read_verilog irq_mask_latch.v
synth -top irq_mask_latch
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr irq_mask_latch_mapped.v
EOF
yosys -l latch_synth.log -s latch_synth.ys > /dev/null
