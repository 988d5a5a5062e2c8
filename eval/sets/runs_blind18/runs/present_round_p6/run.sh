#!/bin/bash
# present_round: yosys command line kept in cmd.txt, STA with uncertainty
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"
mkdir -p src && cp ../../designs/present_round/*.v src/
CMD="read_verilog src/present_sbox.v src/present_round.v; synth -top present_round -flatten; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean -purge; insbuf -buf BUFX2 A Y; stat -liberty $LIB; write_verilog -noattr present_round_syn.v"
echo "yosys -l yosys.log -p \"$CMD\"" > cmd.txt
yosys -l yosys.log -p "$CMD" > /dev/null
sta -no_splash -exit sta.tcl > sta.log 2>&1
