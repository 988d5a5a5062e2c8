#!/bin/bash
# zoisite_gray_quiet: quiet generic synthesis of the Gray counter at W=10; only tee'd reports are kept.
cd "$(dirname "$0")"
rm -rf rtl rpt nl quiet.log
mkdir -p rtl rpt nl
cp ../../designs/zoisite_graycount/zoisite_graycount.v rtl/

yosys -q -p "
read_verilog rtl/zoisite_graycount.v
chparam -set W 10 zoisite_graycount
synth -flatten -top zoisite_graycount
tee -q -o rpt/stat_w10.txt stat
tee -q -o rpt/check.txt check
write_json nl/zoisite_graycount_w10.json
write_verilog -noattr nl/zoisite_graycount_w10.v
" 2>&1 | tee quiet.log
