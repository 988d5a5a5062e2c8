#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# pulse_stretch: generic synthesis only (no liberty, no STA); yosys -p with -l; only the Yosys log is kept
cp ../../designs/pulse_stretch/pulse_stretch.v .
yosys -l pstretch_generic.log -p "read_verilog pulse_stretch.v; hierarchy -check -top pulse_stretch; synth -top pulse_stretch; stat" > /dev/null
rm -f pulse_stretch.v
