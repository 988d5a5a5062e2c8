#!/bin/bash
# raccoon_tb: simulation of the button debouncer with FAST_SIM defined (4-bit stability counter), VCD dumped.
cd "$(dirname "$0")"
rm -rf sim_out
mkdir -p sim_out
cp ../../designs/raccoon_debounce/raccoon_debounce.v ../../designs/raccoon_debounce/raccoon_debounce_tb.v sim_out/
cd sim_out
iverilog -DFAST_SIM -s raccoon_debounce_tb -o raccoon.vvp raccoon_debounce.v raccoon_debounce_tb.v 2> iverilog.err
vvp -n raccoon.vvp > vvp.log
