#!/bin/bash
# mistletoe_deep: same FIFO, parameters overridden with chparam (WIDTH=16, DEPTH=32), OSU035 area only (no STA)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src out.d scripts
mkdir -p src out.d scripts
cp ../../designs/mistletoe_fifo/mistletoe_fifo.v src/

cat > scripts/syn_deep.ys <<YS
# FIFO 16 bits x 32 entries
read_verilog src/mistletoe_fifo.v
chparam -set WIDTH 16 -set DEPTH 32 mistletoe_fifo
synth -top mistletoe_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr out.d/fifo_w16d32.v
write_blif out.d/fifo_w16d32.blif
YS
yosys -l out.d/syn_deep.log -s scripts/syn_deep.ys
