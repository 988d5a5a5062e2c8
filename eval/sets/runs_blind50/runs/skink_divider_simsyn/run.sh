#!/bin/bash
# Divider: self-checking simulation with Icarus, then a generic yosys synth written as JSON.
cd "$(dirname "$0")"
rm -rf src sim synth
mkdir -p src sim synth
cp ../../designs/skink_divider/skink_divider.v ../../designs/skink_divider/skink_divider_tb.v src/

iverilog -g2005 -Wall -o sim/skink_divider.vvp -s skink_divider_tb src/skink_divider.v src/skink_divider_tb.v \
    > sim/compile.log 2>&1
vvp -n sim/skink_divider.vvp > sim/transcript.log 2>&1

yosys -l synth/yosys.log -p "
  read_verilog src/skink_divider.v
  chparam -set W 8 skink_divider
  synth -top skink_divider
  stat
  write_json synth/skink_divider.json
" > /dev/null
