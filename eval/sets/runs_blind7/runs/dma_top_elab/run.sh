#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# dma_top_elab: missing module fifo_ctrl (elaboration error)
cp ../../designs/dma_top_elab/dma_top.v .
cat > dma_synth.ys <<EOF
read_verilog dma_top.v
hierarchy -check -top dma_top
synth -top dma_top
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr dma_top_netlist.v
EOF
yosys -s dma_synth.ys > dma_yosys.log 2>&1
