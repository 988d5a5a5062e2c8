#!/bin/bash
# mongoose_depth: the sync FIFO mapped to OSU035 twice: default AW=2 (4 entries) and
# AW=4 (16 entries) via chparam, to see how area grows with depth.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl aw2_depth4 aw4_depth16
mkdir -p rtl aw2_depth4 aw4_depth16
cp ../../designs/mongoose_syncfifo/mongoose_syncfifo.v rtl/
for AW in 2 4; do
  D=$((1 << AW))
  OUT=aw${AW}_depth${D}
  yosys -l $OUT/yosys.log -p "
    read_verilog rtl/mongoose_syncfifo.v
    chparam -set AW $AW mongoose_syncfifo
    synth -top mongoose_syncfifo
    dfflibmap -liberty $OSU035_LIB
    abc -liberty $OSU035_LIB
    opt_clean
    stat -liberty $OSU035_LIB
    write_verilog -noattr $OUT/fifo_aw${AW}.v
  " > /dev/null
done
