#!/bin/bash
# fractional divider with a generated divide-by-2 clock
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
export OSU035_LIB="$LIB"
mkdir -p rtl && cp ../../designs/frac_clk_div/frac_clk_div.v rtl/
CMD="read_verilog rtl/frac_clk_div.v; synth -top frac_clk_div; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat; write_verilog -noattr frac_clk_div_syn.v"
echo "yosys -p \"$CMD\"" > yosys_cmd.txt
yosys -p "$CMD" 2>&1 | tee yosys_console.log > /dev/null
sta -no_splash -exit genclk.tcl > genclk_sta.txt 2>&1
