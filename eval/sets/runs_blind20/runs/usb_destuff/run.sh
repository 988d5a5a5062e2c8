#!/bin/bash
# USB bit de-stuffer: elaborate + generic synth.
set -u
cd "$(dirname "$0")"
mkdir -p rtl logs
cp ../../designs/usb_bitstuff/usb_bitstuff.v rtl/
yosys -l logs/elab_synth.log -p "read_verilog -sv rtl/usb_bitstuff.v; hierarchy -check -top usb_bitstuff; proc; opt; synth -top usb_bitstuff; stat" > /dev/null 2>&1
echo "rc=$?" > logs/exit_code.txt
