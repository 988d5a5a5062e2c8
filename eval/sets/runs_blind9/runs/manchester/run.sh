#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# manch_codec: hierarchy kept (manch_enc, manch_dec); Icarus loopback simulation; not timed; yosys -s | tee
cp ../../designs/manchester/manch_codec.v ../../designs/manchester/tb_manch.v .
cat > manch.ys <<EOT
read_verilog manch_codec.v
hierarchy -check -top manch_codec
synth -top manch_codec
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr manch_codec_net.v
EOT
yosys -s manch.ys | tee manch_yosys.log > /dev/null
iverilog -g2005 -o tb_manch.vvp tb_manch.v manch_codec.v > sim.log 2>&1
vvp -n tb_manch.vvp >> sim.log 2>&1
rm -f tb_manch.vvp
