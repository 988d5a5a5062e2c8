#!/bin/bash
# word_handoff: two clock domain handshake, mapped synthesis + STA
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"
mkdir -p src && cp ../../designs/word_handoff/*.v src/
yosys -l yosys.log -p "read_verilog src/word_handoff.v; synth -top word_handoff; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr word_handoff_mapped.v" > /dev/null
sta -no_splash -exit cdc_sta.tcl > cdc_sta.log 2>&1
