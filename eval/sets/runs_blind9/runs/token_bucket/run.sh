#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# token_bucket: two always blocks drive 'tokens' + an output never assigned; check before and after synth; not timed
cp ../../designs/token_bucket/token_bucket.v .
cat > tb_synth.ys <<EOT
read_verilog token_bucket.v
hierarchy -check -top token_bucket
proc
check
synth -top token_bucket
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
check
write_verilog -noattr token_bucket_gl.v
EOT
yosys -s tb_synth.ys > token_check.log 2>&1
