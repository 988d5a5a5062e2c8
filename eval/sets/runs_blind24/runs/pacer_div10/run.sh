#!/usr/bin/env bash
# pacer_div10: token pacer with DIV=10 (default), mapped; area only, no STA
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}

rm -rf rtl logs out
mkdir -p rtl logs out
cp ../../designs/pacer_gen/pacer_gen.v rtl/

yosys -l logs/yosys_div10.log -p "
read_verilog rtl/pacer_gen.v;
chparam -set DIV 10 pacer_gen;
synth -top pacer_gen -flatten;
dfflibmap -liberty $OSU035_LIB;
abc -liberty $OSU035_LIB;
opt_clean;
stat -liberty $OSU035_LIB;
write_verilog -noattr out/pacer_gen_div10.v
" > /dev/null
echo "yosys exit: $?"
