#!/bin/bash
# mudskipper_divider: randomised self-checking simulation (205 divisions), then a generic yosys synth for size
cd "$(dirname "$0")"
rm -rf rtl out
mkdir -p rtl out
cp ../../designs/mudskipper_divider/*.v rtl/
iverilog -g2005 -o out/div_tb.vvp rtl/mudskipper_divider_bench.v rtl/mudskipper_divider.v 2> out/iverilog.err
vvp -n out/div_tb.vvp > out/sim.log
rm -f out/div_tb.vvp
[ -s out/iverilog.err ] || rm -f out/iverilog.err
yosys -l out/yosys_generic.log -p "
read_verilog rtl/mudskipper_divider.v
synth -top mudskipper_divider
stat
write_verilog -noattr out/mudskipper_divider_gen.v
" > /dev/null
