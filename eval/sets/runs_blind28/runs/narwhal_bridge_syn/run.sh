#!/bin/bash
# narwhal_bridge generic synthesis; the FIFO submodule is not in the source list so elaboration fails
cd "$(dirname "$0")"
rm -rf rtl yosys.out
mkdir -p rtl
cp ../../designs/narwhal_bridge/narwhal_bridge.v rtl/
yosys -p "read_verilog rtl/narwhal_bridge.v; hierarchy -check -top narwhal_bridge; synth -top narwhal_bridge; stat" > yosys.out 2>&1
exit 0
