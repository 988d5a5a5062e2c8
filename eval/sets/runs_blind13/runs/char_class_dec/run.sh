#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# char_class_dec: combinational decoder with incomplete assignments (latches expected); yosys -q -l -p;
# select -count on latch cells, stat written with tee -o; RTL copy removed afterwards; not timed
cp ../../designs/char_class_dec/char_class_dec.v .
yosys -q -l char_synth.log -p "read_verilog char_class_dec.v; hierarchy -check -top char_class_dec; synth -top char_class_dec; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; select -count t:\$_DLATCH_*; tee -q -o char_stat.txt stat -liberty $LIB; write_verilog -noattr char_class_dec_net.v"
rm -f char_class_dec.v
