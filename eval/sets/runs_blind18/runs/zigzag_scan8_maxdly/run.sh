#!/bin/bash
# zigzag_scan8: purely combinational block, step by step yosys flow,
# STA with set_max_delay only (no clock)
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"
mkdir -p src && cp ../../designs/zigzag_scan8/*.v src/
cat > zz.ys <<YS
read_verilog src/zigzag_scan8.v
hierarchy -top zigzag_scan8
proc
opt
fsm
opt
memory
opt
techmap
opt
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr zz_net.v
YS
yosys -l zz_yosys.log zz.ys > /dev/null
sta -no_splash -exit zz_sta.tcl > zz_sta.log 2>&1
