#!/bin/bash
# pinmux_cfg: console output piped to pinmux.log, area report via yosys 'tee -o'
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/pinmux_cfg/pinmux_cfg.v .
cat > pinmux.ys <<EOF2
read_verilog pinmux_cfg.v
synth -top pinmux_cfg
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
tee -o area.txt stat -liberty $LIB
write_verilog -noattr pinmux_cfg_mapped.v
EOF2
yosys -s pinmux.ys 2>&1 | tee pinmux.log > /dev/null
