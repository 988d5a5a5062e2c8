#!/bin/bash
# Opcode decoder, generic gates only (no liberty), script file with tee.
set -u
cd "$(dirname "$0")"
mkdir -p rtl
cp ../../designs/opdec/opdec.v rtl/
yosys -s opdec.ys > yosys.log 2>&1
echo "exit status $?" >> yosys.log
