#!/bin/bash
# urial_timer: OSU035 mapping, then OpenSTA with a 5 ns main clock and a generated clock
# (divide_by 4) on the prescaler flop that clocks the down-counter. Setup and hold.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf syn.d sta.d urial_timer.v
mkdir -p syn.d sta.d
cp ../../designs/urial_timer/urial_timer.v .

yosys -l syn.d/urial_timer_yosys.log -p "
read_verilog urial_timer.v
synth -top urial_timer -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn.d/urial_timer_map.v
" > /dev/null

sta -exit gclk.tcl > sta.d/sta_gclk.log 2>&1
