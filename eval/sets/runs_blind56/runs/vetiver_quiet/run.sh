#!/bin/bash
# vetiver_i2c with -DGLITCH_FILTER and MY_ADDR=0x2C: quiet yosys run (-q), stat kept via tee -o,
# flat generic synthesis, JSON + Verilog netlists.
cd "$(dirname "$0")"
rm -rf rtl syn.d
mkdir -p rtl syn.d/reports syn.d/netlists
cp ../../designs/vetiver_i2c/vetiver_i2c.v rtl/
yosys -q -p "
read_verilog -DGLITCH_FILTER rtl/vetiver_i2c.v
chparam -set MY_ADDR 7'h2C vetiver_i2c
synth -flatten -top vetiver_i2c
tee -o syn.d/reports/vetiver_stat.txt stat
write_json syn.d/netlists/vetiver_i2c.json
write_verilog -noattr syn.d/netlists/vetiver_i2c_flat.v
" 2>&1 | tee syn.d/yosys_quiet.log
