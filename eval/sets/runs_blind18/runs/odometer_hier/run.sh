#!/bin/bash
# odometer_bcd with hierarchy preserved (per module statistics), 10 ns clock
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"
mkdir -p src && cp ../../designs/odometer_bcd/*.v src/
yosys -p "read_verilog src/bcd_digit.v src/seg7_dec.v src/odometer_bcd.v; synth -top odometer_bcd; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr odometer_hier.v" > yosys.log 2>&1
sta -no_splash -exit sta_odo.tcl > sta_odo.log 2>&1
