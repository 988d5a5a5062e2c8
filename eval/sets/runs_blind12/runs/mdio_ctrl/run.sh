#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# mdio_ctrl: syntax error expected (no netlist); yosys -s > log 2>&1; exit status kept
cp ../../designs/mdio_ctrl/mdio_ctrl.v .
cat > mdio.ys <<EOT
read_verilog mdio_ctrl.v
hierarchy -check -top mdio_ctrl
synth -top mdio_ctrl
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr mdio_ctrl_net.v
EOT
yosys -s mdio.ys > mdio_synth.log 2>&1
echo "yosys exit status: $?" > exit_status.txt
