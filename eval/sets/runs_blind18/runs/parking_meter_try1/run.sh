#!/bin/bash
# parking_meter first synthesis attempt (generic synth, log via tee)
cd "$(dirname "$0")"
mkdir -p src && cp ../../designs/parking_meter/*.v src/
yosys -p "read_verilog src/parking_meter.v; synth -top parking_meter; stat" 2>&1 | tee yosys_run.log
rc=${PIPESTATUS[0]}
if [ "$rc" -ne 0 ]; then
  echo "yosys returned $rc -- synthesis did not complete, no netlist" > EXIT_STATUS
else
  echo "yosys returned 0" > EXIT_STATUS
fi
