#!/bin/bash
# tundra_latch generic synthesis run quietly (-q); the statistics go to a separate report via tee -o
set -e
cd "$(dirname "$0")"
rm -rf rtl logs reports
mkdir -p rtl logs reports
cp ../../designs/tundra_latch/tundra_latch.v rtl/
yosys -q -p "read_verilog rtl/tundra_latch.v; synth -top tundra_latch; tee -o reports/tundra_stat.txt stat; write_verilog -noattr reports/tundra_latch_gen.v" > logs/quiet.log 2>&1
