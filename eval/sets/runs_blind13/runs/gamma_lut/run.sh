#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# gamma_lut: case-statement table; synth -flatten, abc -D 5000 (5 ns target), ltp -noff, select -count;
# yosys -l -p; not timed with OpenSTA; no netlist written
cp ../../designs/gamma_lut/gamma_lut.v .
yosys -l gamma_run.log -p "read_verilog gamma_lut.v; hierarchy -check -top gamma_lut; synth -flatten -top gamma_lut; ltp -noff; dfflibmap -liberty $LIB; abc -D 5000 -liberty $LIB; opt_clean; select -count t:DFFPOSX1; select -count t:MUX2X1; stat -liberty $LIB" > /dev/null
