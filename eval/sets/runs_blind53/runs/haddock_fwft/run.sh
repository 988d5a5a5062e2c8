#!/bin/bash
# haddock_fwft: same FIFO, simulated with a testbench that assumes first-word-fall-through reads.
cd "$(dirname "$0")"
rm -rf sim
mkdir -p sim
cp ../../designs/haddock_fifo/haddock_fifo.v ../../designs/haddock_fifo/tb_haddock_fwft.v sim/
iverilog -o sim/fwft.vvp -s haddock_fwft_tb sim/haddock_fifo.v sim/tb_haddock_fwft.v 2> sim/compile_warnings.txt
vvp -n sim/fwft.vvp > sim/fwft_result.log 2>&1
