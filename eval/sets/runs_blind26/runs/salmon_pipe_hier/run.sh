#!/bin/bash
# Pipelined adder tree mapped to OSU035 WITHOUT flattening, so stat reports each submodule separately.
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf design output
mkdir -p design output
cp ../../designs/salmon_pipe/salmon_pipe.v design/
yosys -l output/yosys_hier.log -p "
read_verilog design/salmon_pipe.v
hierarchy -check -top salmon_pipe
synth -top salmon_pipe
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr output/salmon_pipe_hier_mapped.v
" > /dev/null
