#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# icg_bank: intentional latch-based clock gates (en_lat transparent while clk is low) + gated-clock register banks; stat -liberty; not timed; yosys -s | tee
cp ../../designs/icg_bank/icg_bank.v .
cat > icg.ys <<EOT
read_verilog icg_bank.v
hierarchy -check -top icg_bank
synth -top icg_bank
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr icg_bank_net.v
EOT
yosys -s icg.ys 2>&1 | tee icg_synth.log > /dev/null
