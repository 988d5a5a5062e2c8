#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# whiten_lfsr9: syntax error expected (no netlist); yosys -q -l -s, then Icarus compile for a second opinion
cp ../../designs/whiten_lfsr9/whiten_lfsr9.v .
cat > whiten.ys <<EOT
read_verilog whiten_lfsr9.v
hierarchy -check -top whiten_lfsr9
synth -top whiten_lfsr9
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr whiten_lfsr9_net.v
EOT
yosys -q -l whiten_yosys.log -s whiten.ys > /dev/null 2>&1
echo "yosys exit status: $?" > exit_codes.txt
iverilog -g2005 -o /dev/null whiten_lfsr9.v > icarus.log 2>&1
echo "iverilog exit status: $?" >> exit_codes.txt
