#!/bin/bash
# oxbow_seg7 with the work-in-progress edit from patches/blank_digit.sed applied
# (blanking support for digit 1); compile check with Icarus, then generic synthesis.
cd "$(dirname "$0")"
rm -rf rtl logs
mkdir -p rtl logs
cp ../../designs/oxbow_seg7/oxbow_seg7.v rtl/
sed -i -f patches/blank_digit.sed rtl/oxbow_seg7.v
iverilog -g2005 -t null rtl/oxbow_seg7.v > logs/iverilog.log 2>&1
yosys -l logs/yosys_oxbow.log -p "
read_verilog rtl/oxbow_seg7.v
synth -top oxbow_seg7
stat
write_verilog -noattr rtl/oxbow_seg7_generic.v
" > /dev/null
