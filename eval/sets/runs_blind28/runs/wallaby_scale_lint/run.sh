#!/bin/bash
# wallaby_scale generic synthesis with hierarchy kept; stat and check are also captured with tee -o
set -e
cd "$(dirname "$0")"
rm -rf rtl logs reports
mkdir -p rtl logs reports
cp ../../designs/wallaby_scale/wallaby_scale.v rtl/
yosys -l logs/run.log -p "
read_verilog rtl/wallaby_scale.v
hierarchy -check -top wallaby_scale
synth -top wallaby_scale
tee -o reports/wallaby_check.txt check
tee -o reports/wallaby_stat.txt stat
write_verilog -noattr reports/wallaby_scale_gen.v
" > /dev/null
