#!/bin/bash
# lark_newfilt: first try of the debouncer with the new majority pre-filter enabled (-D NEW_FILTER), STABLE=20
cd "$(dirname "$0")"
rm -rf rtl build
mkdir -p rtl build
cp ../../designs/lark_debounce/lark_debounce.v rtl/
iverilog -g2005 -DNEW_FILTER -Plark_debounce.STABLE=20 -t null rtl/lark_debounce.v > build/iverilog.log 2>&1
yosys -l build/yosys_newfilt.log -p "
read_verilog -DNEW_FILTER rtl/lark_debounce.v
chparam -set STABLE 20 lark_debounce
synth -top lark_debounce
stat
" > /dev/null 2>&1
