#!/bin/bash
# drongo_divider: simulation only (icarus), random + corner-case regression against / and %
cd "$(dirname "$0")"
rm -rf tb_build '#sim'
mkdir -p tb_build '#sim'
cp ../../designs/drongo_divider/drongo_divider.v ../../designs/drongo_divider/drongo_divider_tb.v tb_build/
iverilog -g2012 -o tb_build/div.vvp tb_build/drongo_divider_tb.v tb_build/drongo_divider.v > '#sim/iverilog.out' 2>&1
vvp -n tb_build/div.vvp > '#sim/vvp_run.log'
echo "exit code: $?" >> '#sim/vvp_run.log'
rm -f tb_build/div.vvp
