#!/bin/bash
# sequoia_lights regression: compile + run the timing testbench
cd "$(dirname "$0")"
rm -rf build logs
mkdir -p build logs
cp ../../designs/sequoia_lights/sequoia_lights.v ../../designs/sequoia_lights/sequoia_lights_tb.v build/
iverilog -g2012 -o build/lights.vvp build/sequoia_lights_tb.v build/sequoia_lights.v > logs/compile.log 2>&1
vvp -n build/lights.vvp > logs/run_tb.log 2>&1
echo "vvp exit code: $?" >> logs/run_tb.log
