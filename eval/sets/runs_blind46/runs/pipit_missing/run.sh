#!/bin/bash
# Same FIFO, but the file list forgot pipit_ptr.v -> hierarchy check fails.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src logs
mkdir -p src logs
cp ../../designs/pipit_fifo/pipit_fifo.v src/
yosys -l logs/yosys_pipit.log -p "
read_verilog src/pipit_fifo.v
hierarchy -check -top pipit_fifo
synth -top pipit_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr pipit_fifo_mapped.v
"
echo "yosys exit code: $?" >> logs/yosys_pipit.log
