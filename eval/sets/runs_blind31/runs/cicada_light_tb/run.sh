#!/bin/bash
# cicada_light self-checking testbench (iverilog -g2012)
cd "$(dirname "$0")"
rm -rf tb simout
mkdir -p tb simout
cp ../../designs/cicada_light/cicada_light.v ../../designs/cicada_light/cicada_light_tb.v tb/
iverilog -g2012 -o simout/cicada.vvp -s cicada_light_tb tb/cicada_light_tb.v tb/cicada_light.v > simout/iverilog_build.txt 2>&1
vvp -n simout/cicada.vvp > simout/vvp_run.log 2>&1
