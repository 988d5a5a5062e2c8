#!/bin/bash
# clock ratio meter, two unrelated clocks (async variant of the STA setup)
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
export OSU035_LIB="$LIB"
mkdir -p rtl && cp ../../designs/clk_ratio_meter/clk_ratio_meter.v rtl/
yosys -l synth.log -p "read_verilog rtl/clk_ratio_meter.v; synth -top clk_ratio_meter; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr clk_ratio_meter.gl.v" > /dev/null
sta -no_splash -exit sta_async.tcl > sta_async.log 2>&1
