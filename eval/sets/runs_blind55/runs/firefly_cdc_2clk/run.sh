#!/bin/bash
# firefly_cdc_2clk: Gray-coded event counter crossing clk_a (10 ns) -> clk_b (7 ns).
# Flattened OSU035 mapping; OpenSTA twice: clocks treated as related (the crossing is
# timed) and clocks declared asynchronous (crossing excluded).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn sta_2clk
mkdir -p rtl syn sta_2clk
cp ../../designs/firefly_cdc/firefly_cdc.v rtl/

yosys -l syn/firefly_cdc.log -p "
read_verilog rtl/firefly_cdc.v
synth -top firefly_cdc -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/firefly_cdc_flat.v
write_json syn/firefly_cdc_flat.json
"

CDC_MODE=related sta -no_init -no_splash -exit sta_2clk.tcl > sta_2clk/related_clocks.rpt 2>&1
CDC_MODE=async sta -no_init -no_splash -exit sta_2clk.tcl > sta_2clk/async_groups.rpt 2>&1
rm -f .history_sta
