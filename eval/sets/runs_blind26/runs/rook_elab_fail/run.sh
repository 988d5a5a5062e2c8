#!/bin/bash
# Elaborate the four-channel PWM bank; hierarchy -check fails because the channel module name does not match.
set -u
cd "$(dirname "$0")"
rm -rf rtl log
mkdir -p rtl log
cp ../../designs/rook_elab/rook_elab.v rtl/
yosys -l log/elab.log -p "
read_verilog rtl/rook_elab.v
hierarchy -check -top rook_elab
synth -top rook_elab
" > /dev/null 2>&1
echo "exit=$?" > log/exit_status
