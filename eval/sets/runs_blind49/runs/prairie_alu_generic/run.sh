#!/bin/bash
# prairie_alu: generic yosys synth (no liberty) from scripts/prairie_alu.ys; Verilog + BLIF + EDIF netlists
set -u
cd "$(dirname "$0")"
mkdir -p hdl nl yosys.d
cp ../../designs/prairie_alu/prairie_alu.v hdl/
yosys -l yosys.d/prairie_alu.log -s scripts/prairie_alu.ys > /dev/null
