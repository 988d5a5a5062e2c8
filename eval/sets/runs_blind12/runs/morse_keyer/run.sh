#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# morse_keyer: generic synth only, stat without liberty; only the Yosys log is kept; not timed
cp ../../designs/morse_keyer/morse_keyer.v .
yosys -l morse_generic.log -p "read_verilog morse_keyer.v; hierarchy -check -top morse_keyer; synth -top morse_keyer; stat" > /dev/null
rm -f morse_keyer.v
