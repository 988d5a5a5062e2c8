#!/bin/bash
# capybara_tx_115k: same UART TX with CLKS_PER_BIT=434 (115200 baud at 50 MHz); quiet yosys run, stats via tee.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src out *.log
mkdir -p src out
cp ../../designs/capybara_uart_tx/capybara_uart_tx.v src/

yosys -q -p "
read_verilog src/capybara_uart_tx.v
chparam -set CLKS_PER_BIT 434 capybara_uart_tx
synth -top capybara_uart_tx
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o out/cell_stat.txt stat -liberty $OSU035_LIB
write_verilog -noattr out/capybara_uart_tx_115k.v
" 2>&1 | tee synth.log

sta -no_splash -exit sta.tcl 2>&1 | tee out/timing_max.rpt > /dev/null
