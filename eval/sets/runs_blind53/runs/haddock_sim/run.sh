#!/bin/bash
# haddock_sim: FIFO self-checking simulation (fill/drain) followed by a generic yosys synth for a size check.
cd "$(dirname "$0")"
rm -rf rtl tb out
mkdir -p rtl tb out
cp ../../designs/haddock_fifo/haddock_fifo.v rtl/
cp ../../designs/haddock_fifo/tb_haddock_ok.v tb/
iverilog -o out/haddock_tb.vvp -s haddock_tb rtl/haddock_fifo.v tb/tb_haddock_ok.v > out/iverilog.log 2>&1
vvp -n out/haddock_tb.vvp > out/vvp_transcript.log 2>&1
yosys -l out/yosys_generic.log -p "read_verilog rtl/haddock_fifo.v; synth -top haddock_fifo; stat" > /dev/null
