#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# hdlc_deframer: work-in-progress RTL with several lint problems (literal width, out-of-range select,
# implicit net, port width mismatch, undriven wire); own 'check' after synth; yosys -s > build.log 2>&1; not timed
cp ../../designs/hdlc_deframer/hdlc_deframer.v .
cat > hdlc.ys <<EOT
read_verilog hdlc_deframer.v
hierarchy -check -top hdlc_deframer
synth -top hdlc_deframer
check
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr hdlc_deframer_net.v
EOT
yosys -s hdlc.ys > build.log 2>&1
