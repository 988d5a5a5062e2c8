#!/bin/bash
# plantain_sim: debouncer (STABLE_CYCLES=8 in the testbench) simulated with iverilog/vvp, then a flattened generic synth with JSON output
cd "$(dirname "$0")"
rm -rf rtl sim_out synth_out
mkdir -p rtl sim_out synth_out
cp ../../designs/plantain_debounce/plantain_debounce.v ../../designs/plantain_debounce/plantain_tb.v rtl/
iverilog -o sim_out/plantain_tb.vvp rtl/plantain_tb.v rtl/plantain_debounce.v 2> sim_out/iverilog.err
vvp -n sim_out/plantain_tb.vvp > sim_out/transcript.txt 2>&1
yosys -l synth_out/generic_flat.log -p "
  read_verilog rtl/plantain_debounce.v
  synth -flatten -top plantain_debounce
  stat
  write_json synth_out/plantain_debounce.json
" > /dev/null
