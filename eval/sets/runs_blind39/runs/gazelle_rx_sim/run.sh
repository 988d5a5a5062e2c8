#!/bin/bash
# gazelle_rx_sim: UART receiver - RTL simulation with a self-checking testbench (5 frames,
# one with a broken stop bit), plus a quick generic yosys synth to check it synthesises.
cd "$(dirname "$0")"
rm -rf rtl out
mkdir -p rtl out/sim out/syn
cp ../../designs/gazelle_uartrx/gazelle_uartrx.v ../../designs/gazelle_uartrx/gazelle_uartrx_tb.v rtl/

iverilog -g2005 -Wall -o out/sim/uartrx_tb.vvp rtl/gazelle_uartrx_tb.v rtl/gazelle_uartrx.v > out/sim/iverilog.log 2>&1
vvp -n out/sim/uartrx_tb.vvp > out/sim/vvp_transcript.txt 2>&1

yosys -l out/syn/gazelle_synth.log -p "
read_verilog rtl/gazelle_uartrx.v
synth -top gazelle_uartrx
stat
write_verilog -noattr out/syn/gazelle_uartrx_generic.v
" > /dev/null
