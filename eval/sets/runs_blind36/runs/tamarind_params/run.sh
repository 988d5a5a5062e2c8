#!/bin/bash
# tamarind_params: the same FIFO mapped to OSU035 twice with chparam:
#   cfg_small = WIDTH 8,  DEPTH_LOG2 2 (4 entries)
#   cfg_big   = WIDTH 16, DEPTH_LOG2 4 (16 entries)
# Area comparison only, no timing.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl cfg_small cfg_big
mkdir -p rtl cfg_small cfg_big
cp ../../designs/tamarind_fifo/tamarind_fifo.v rtl/

synth_cfg() {   # $1 = output dir, $2 = WIDTH, $3 = DEPTH_LOG2
    yosys -l "$1/yosys.log" -p "
read_verilog rtl/tamarind_fifo.v
chparam -set WIDTH $2 -set DEPTH_LOG2 $3 tamarind_fifo
synth -top tamarind_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr $1/tamarind_fifo_w$2_d$3.v
write_blif $1/tamarind_fifo_w$2_d$3.blif
" > /dev/null
}
synth_cfg cfg_small 8 2
synth_cfg cfg_big 16 4
