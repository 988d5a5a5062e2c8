#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# bmc_encoder: Icarus self-checking simulation (bmc_sim.log), then synthesis with hilomap + insbuf, stat -liberty;
# script given to yosys as a positional argument, stdout redirected; not timed
cp ../../designs/bmc_encoder/bmc_encoder.v ../../designs/bmc_encoder/bmc_encoder_tb.v .
iverilog -g2005 -o bmc_tb.vvp bmc_encoder_tb.v bmc_encoder.v > bmc_sim.log 2>&1
vvp -n bmc_tb.vvp >> bmc_sim.log 2>&1
rm -f bmc_tb.vvp
cat > bmc.ys <<EOT
read_verilog bmc_encoder.v
hierarchy -check -top bmc_encoder
synth -top bmc_encoder
dfflibmap -liberty $LIB
abc -liberty $LIB
hilomap -hicell TIEHI Y -locell TIELO Y
insbuf -buf BUFX2 A Y
opt_clean
stat -liberty $LIB
write_verilog -noattr bmc_encoder_net.v
EOT
yosys bmc.ys > synth_out.txt 2>&1
