#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# burst_addr_gen: a missing semicolon in the RTL (parse error expected, no netlist); yosys -s -l; exit status kept
cp ../../designs/burst_addr_gen/burst_addr_gen.v .
cat > burst.ys <<EOT
read_verilog burst_addr_gen.v
hierarchy -check -top burst_addr_gen
synth -top burst_addr_gen
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr burst_addr_gen_net.v
EOT
yosys -s burst.ys -l burst_synth.log > /dev/null 2>&1
echo "yosys exit status: $?" > exit_status.txt
