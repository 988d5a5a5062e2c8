#!/bin/bash
# CRC5: Tcl-driven yosys flow, output through tee
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
export OSU035_LIB="$LIB"
mkdir -p rtl && cp ../../designs/crc5_usb/crc5_usb.v rtl/
yosys -c flow.tcl | tee yosys_run.log
sta -no_splash -exit crc5_sta.tcl > crc5_sta.log 2>&1
