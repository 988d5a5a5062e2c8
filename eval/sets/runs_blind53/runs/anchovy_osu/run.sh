#!/bin/bash
# anchovy_osu: UART TX (CLKS_PER_BIT=16) flattened and mapped to OSU035, then OpenSTA at 100 MHz.
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl logs netlist sta_out
mkdir -p rtl logs netlist sta_out
cp ../../designs/anchovy_uart_tx/anchovy_uart_tx.v rtl/
yosys -l logs/yosys_map.log -p "
  read_verilog rtl/anchovy_uart_tx.v
  synth -flatten -top anchovy_uart_tx
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr netlist/anchovy_uart_tx_mapped.v
" > /dev/null
sta -no_init -exit sta.tcl > sta_out/timing.rpt 2>&1
rm -f .history_sta
