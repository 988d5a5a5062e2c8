#!/bin/bash
# iguana_pack: iverilog -Wall lint pass, then a generic yosys synth with BLIF output
set -e
cd "$(dirname "$0")"
rm -rf lint syn
mkdir -p lint syn
cp ../../designs/iguana_pack/iguana_pack.v lint/
iverilog -Wall -g2005 -o lint/iguana.vvp lint/iguana_pack.v > lint/iverilog_wall.log 2>&1
yosys -l syn/iguana_synth.log -p "
read_verilog lint/iguana_pack.v
hierarchy -check -top iguana_pack
synth -top iguana_pack -flatten
check
stat
write_blif syn/iguana_pack.blif
" > /dev/null
