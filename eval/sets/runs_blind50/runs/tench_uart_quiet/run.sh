#!/bin/bash
# UART transmitter (100 MHz / 115200 -> CLKS_PER_BIT=868), quiet yosys run: only warnings go to
# the console log; the mapped statistics are captured with tee, netlists as BLIF and Verilog.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl results console.log
mkdir -p rtl results
cp ../../designs/tench_uart_tx/tench_uart_tx.v rtl/

yosys -q -p "
  read_verilog rtl/tench_uart_tx.v
  chparam -set CLKS_PER_BIT 868 tench_uart_tx
  synth -top tench_uart_tx
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  tee -o results/area_stat.txt stat -liberty $OSU035_LIB
  write_blif results/tench_uart_tx.blif
  write_verilog -noattr results/tench_uart_tx_mapped.v
" 2>&1 | tee console.log
