#!/bin/bash
# pid_int_sat: mapped synthesis then STA at 100 MHz target
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"
mkdir -p src && cp ../../designs/pid_int_sat/*.v src/
yosys -l synth.log -p "read_verilog src/pid_int_sat.v; synth -top pid_int_sat; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr pid_int_sat.syn.v" > /dev/null
sta -no_splash -exit pid_sta.tcl > pid_sta.log 2>&1
