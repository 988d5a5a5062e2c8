#!/bin/bash
# capybara_tx_fast: UART TX with CLKS_PER_BIT=16 (3.125 Mbaud from 50 MHz), mapped to OSU035, setup+hold STA and power.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl logs reports netlist
mkdir -p rtl logs reports netlist
cp ../../designs/capybara_uart_tx/capybara_uart_tx.v rtl/

yosys -l logs/yosys.log -p "
read_verilog rtl/capybara_uart_tx.v
chparam -set CLKS_PER_BIT 16 capybara_uart_tx
synth -top capybara_uart_tx
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/capybara_uart_tx_fast.v
" > /dev/null

sta -no_splash -exit sta.tcl > reports/sta.rpt 2>&1
