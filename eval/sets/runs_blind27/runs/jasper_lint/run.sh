#!/bin/bash
# jasper_pack: iverilog -Wall lint plus generic yosys synthesis to see what the width mismatches turn into
set -u
cd "$(dirname "$0")"
rm -rf rtl lint synth
mkdir -p rtl lint synth
cp ../../designs/jasper_pack/jasper_pack.v rtl/
iverilog -Wall -o lint/jasper_pack.vvp rtl/jasper_pack.v > lint/iverilog_warnings.txt 2>&1
rm -f lint/jasper_pack.vvp
yosys -l synth/jasper_pack.log -p "
read_verilog rtl/jasper_pack.v
hierarchy -check -top jasper_pack
synth -top jasper_pack
check
stat -width
write_verilog -noattr synth/jasper_pack_gen.v
" > /dev/null
