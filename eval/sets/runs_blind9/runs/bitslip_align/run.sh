#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# bitslip_align: syntax error expected (no netlist); yosys -s > log 2>&1, then Icarus compile for a second opinion
cp ../../designs/bitslip_align/bitslip_align.v .
cat > bitslip.ys <<EOT
read_verilog bitslip_align.v
hierarchy -check -top bitslip_align
synth -top bitslip_align
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr bitslip_align_net.v
EOT
yosys -s bitslip.ys > bitslip_yosys.log 2>&1
echo "yosys exit status: $?" > exit_status.txt
iverilog -g2005 -o /dev/null bitslip_align.v > iverilog.log 2>&1
echo "iverilog exit status: $?" >> exit_status.txt
