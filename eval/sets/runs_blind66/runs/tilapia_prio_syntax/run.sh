#!/bin/bash
# tilapia_prio_syntax: priority encoder after a hand edit that dropped a semicolon (work-in-progress copy);
# compile check with iverilog, then yosys synthesis attempt
cd "$(dirname "$0")"
rm -rf wip build.logs
mkdir -p wip build.logs
cp ../../designs/tilapia_prio/tilapia_prio.v wip/
# the edit: 'any <= |req;' lost its semicolon
sed -i 's/any <= |req;/any <= |req/' wip/tilapia_prio.v
iverilog -t null wip/tilapia_prio.v > build.logs/iverilog.log 2>&1
yosys -l build.logs/yosys_prio.log -p "read_verilog wip/tilapia_prio.v; synth -top tilapia_prio; stat" > /dev/null 2>&1
echo "yosys exit code: $?" > build.logs/status.txt
