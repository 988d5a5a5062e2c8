#!/bin/bash
# teasel_depth: generic yosys synthesis of the sync FIFO at two depths (chparam DEPTH_LOG2=3 -> 8 entries,
# DEPTH_LOG2=5 -> 32 entries) to see how the storage grows; no liberty, yosys internal cells only
cd "$(dirname "$0")"
cp ../../designs/teasel_fifo/teasel_fifo.v .
mkdir -p logs netlists
for D in 3 5; do
  yosys -l logs/synth_depthlog2_$D.log -p "
    read_verilog teasel_fifo.v
    chparam -set DEPTH_LOG2 $D teasel_fifo
    synth -top teasel_fifo
    stat
    write_verilog -noattr netlists/teasel_fifo_dl$D.v
  " > /dev/null
done
grep -h "Number of cells" logs/*.log | tail -2
