#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# pkt_parser: syntax error expected (no netlist); yosys -q -l -s; Icarus compile output next to it
cp ../../designs/pkt_parser/pkt_parser.v .
cat > pkt.ys <<EOT
read_verilog pkt_parser.v
hierarchy -check -top pkt_parser
synth -top pkt_parser
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr pkt_parser_net.v
EOT
yosys -q -l pkt_yosys.log -s pkt.ys > /dev/null 2>&1
echo "yosys exit status: $?" > exit_codes.txt
iverilog -g2005 -o /dev/null pkt_parser.v > icarus_compile.log 2>&1
echo "iverilog exit status: $?" >> exit_codes.txt
