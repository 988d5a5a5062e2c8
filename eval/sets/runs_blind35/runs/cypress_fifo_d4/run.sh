#!/bin/bash
# cypress_fifo_d4: FIFO with DEPTH_LOG2 forced to 2 (4 entries x 8 bits) via chparam, mapped to OSU035.
# Area/cell check only -- no timing run for this configuration.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn
mkdir -p rtl syn
cp ../../designs/cypress_fifo/cypress_fifo.v rtl/
cat > syn/fifo_d4.ys <<YS
read_verilog rtl/cypress_fifo.v
chparam -set DEPTH_LOG2 2 -set WIDTH 8 cypress_fifo
hierarchy -check -top cypress_fifo
synth -top cypress_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr syn/cypress_fifo_d4.v
YS
yosys -l syn/fifo_d4.log -s syn/fifo_d4.ys > /dev/null
