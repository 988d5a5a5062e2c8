#!/bin/bash
# albatross_tx_osu: UART transmitter, flattened and mapped to OSU035, then OpenSTA
# setup + hold + power at 20 ns (50 MHz).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl logs netlist sta
mkdir -p rtl logs netlist sta
cp ../../designs/albatross_uarttx/albatross_uarttx.v rtl/

yosys -l logs/yosys_map.log -p "
read_verilog rtl/albatross_uarttx.v
synth -top albatross_uarttx -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/albatross_uarttx_osu.v
"

sta -no_init -no_splash -exit scripts/sta_20ns.tcl | tee logs/sta.log
rm -f .history_sta
