#!/bin/bash
# turbot_genclk: divide-by-4 clock divider mapped to OSU035; STA with a generated clock on the divider flop.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn_out timing
mkdir -p rtl syn_out timing
cp ../../designs/turbot_clkdiv/turbot_clkdiv.v rtl/
yosys -l syn_out/turbot.log -p "
  read_verilog rtl/turbot_clkdiv.v
  synth -top turbot_clkdiv
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr syn_out/turbot_clkdiv.mapped.v
" > /dev/null
sta -no_init -exit constraints.sdc.tcl > timing/sta_genclk.rpt 2>&1
rm -f .history_sta
