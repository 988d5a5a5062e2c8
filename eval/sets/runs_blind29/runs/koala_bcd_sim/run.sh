#!/bin/bash
# koala_bcd regression: 125 increments against a reference model (iverilog)
set -e
cd "$(dirname "$0")"
rm -rf tb_out
mkdir -p tb_out
cp ../../designs/koala_bcd/koala_bcd.v ../../designs/koala_bcd/koala_bcd_tb.v tb_out/
iverilog -g2005 -s koala_bcd_tb -o tb_out/koala.vvp tb_out/koala_bcd_tb.v tb_out/koala_bcd.v
vvp -n tb_out/koala.vvp > tb_out/regress.log 2>&1
