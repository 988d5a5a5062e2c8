#!/bin/bash
# odometer_bcd flattened, abc given a delay target, timed at 3 ns
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"
mkdir -p src && cp ../../designs/odometer_bcd/*.v src/
yosys -l yosys.log -p "read_verilog src/bcd_digit.v src/seg7_dec.v src/odometer_bcd.v; synth -flatten -top odometer_bcd; dfflibmap -liberty $LIB; abc -D 4000 -liberty $LIB; opt_clean -purge; stat -top odometer_bcd -liberty $LIB; write_verilog -noattr odometer_flat.v" > /dev/null
sta -no_splash -exit sta_odo.tcl > sta_odo.log 2>&1
