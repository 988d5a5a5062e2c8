#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# status_merge: two assigns drive sts_word[3:0], err_sticky assigned in two always blocks; check before and after synth; not timed
cp ../../designs/status_merge/status_merge.v .
cat > merge.ys <<EOT
read_verilog status_merge.v
hierarchy -check -top status_merge
proc
check
synth -top status_merge
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
check
write_verilog -noattr status_merge_gl.v
EOT
yosys -s merge.ys > merge_synth.log 2>&1
