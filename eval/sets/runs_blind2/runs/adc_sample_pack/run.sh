#!/bin/bash
cd "$(dirname "$0")"
yosys -l build.log -s script.ys > /dev/null
sta -exit check_timing.tcl 2>&1 | tee check_timing.out > /dev/null
