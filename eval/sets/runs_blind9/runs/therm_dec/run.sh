#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# therm_dec: generic synthesis only (no liberty, no STA); yosys -p with -l; only the Yosys log is kept
cp ../../designs/therm_dec/therm_dec.v .
yosys -l therm.log -p "read_verilog therm_dec.v; synth -top therm_dec; stat" > /dev/null
rm -f therm_dec.v
