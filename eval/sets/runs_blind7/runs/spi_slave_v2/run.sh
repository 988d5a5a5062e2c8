#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# spi_slave_v2: parse error expected; -q -l
cp ../../designs/spi_slave_v2/spi_slave_v2.v .
cat > spi_synth.ys <<EOF
read_verilog spi_slave_v2.v
hierarchy -check -top spi_slave_v2
synth -top spi_slave_v2
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr spi_slave_v2_syn.v
EOF
yosys -q -l spi_synth.log -s spi_synth.ys
echo "yosys exit status: $?" > exit_status.txt
