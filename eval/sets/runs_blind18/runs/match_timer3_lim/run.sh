#!/bin/bash
# match_timer3: prescaler width overridden with chparam, undef bits zeroed,
# flattened; STA with design rule limits.
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"
mkdir -p src && cp ../../designs/match_timer3/*.v src/
cat > syn.ys <<YS
read_verilog src/mt_prescaler.v src/mt_channel.v src/match_timer3.v
chparam -set PRESC_W 6 match_timer3
hierarchy -check -top match_timer3
synth -top match_timer3
flatten
setundef -zero
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
check
stat -liberty $LIB
write_verilog -noattr match_timer3_net.v
YS
yosys -s syn.ys -l syn.log > /dev/null
sta -no_splash -exit drc_sta.tcl > drc_sta.log 2>&1
