#!/bin/bash
# i2s_tx: rebuild netlist and timing text
set -e
cd "$(dirname "$0")"
yosys -s flow.ys 2>&1 | tee yosys_run.log > /dev/null
sta -exit timing.tcl > timing.txt 2>&1
