#!/bin/bash
# walleye_spim generic synthesis, reading only the top-level file (walleye_clkdiv.v was not copied)
cd "$(dirname "$0")"
rm -rf rtl logs out
mkdir -p rtl logs out
cp ../../designs/walleye_spim/walleye_spim.v rtl/
yosys -l logs/synth_generic.log -p "read_verilog rtl/walleye_spim.v; hierarchy -check -top walleye_spim; synth -top walleye_spim; stat; write_verilog out/walleye_spim_generic.v" > /dev/null
echo "yosys exit code: $?" > logs/exit_status.txt
