#!/bin/bash
# indigo_bridge: lint with iverilog first, then yosys; the FIFO submodule file is not in the file list
set -u
cd "$(dirname "$0")"
rm -rf rtl logs
mkdir -p rtl logs
cp ../../designs/indigo_bridge/indigo_bridge.v rtl/
iverilog -Wall -g2005 -o /dev/null rtl/indigo_bridge.v > logs/iverilog_lint.log 2>&1
echo "iverilog exit code: $?" >> logs/iverilog_lint.log
yosys -l logs/elab.log -p "
read_verilog rtl/indigo_bridge.v
hierarchy -check -top indigo_bridge
synth -top indigo_bridge
stat
" > /dev/null 2>&1
echo "yosys exit code: $?" >> logs/elab.log
