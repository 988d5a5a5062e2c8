#!/bin/bash
# First attempt at the temperature monitor synthesis (RTL as checked in on Monday).
set -u
cd "$(dirname "$0")"
mkdir -p rtl
cp ../../designs/tempmon/tempmon_broken.v rtl/tempmon.v
yosys -q -l yosys.log -p "read_verilog rtl/tempmon.v; synth -top tempmon; stat" > /dev/null 2>&1
rc=$?
echo "yosys returned $rc" | tee status.txt
