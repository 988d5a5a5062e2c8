#!/bin/bash
# pika_div again, WIDTH=16 set with chparam: same flow and constraints as pika_div_w8, OpenSTA at 4 ns (250 MHz).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf out src
mkdir -p out src
cp ../../designs/pika_div/pika_div.v src/

# the .ys template has a @LIB@ placeholder for the liberty file
sed "s|@LIB@|$OSU035_LIB|g" scripts/syn_w16.ys.in > out/syn_w16.ys
yosys -l out/synth_w16.log -s out/syn_w16.ys > /dev/null
sta -exit scripts/timing_w16.tcl > out/sta_w16.log 2>&1
