#!/bin/bash
# vesuvianite_sim: timer testbench built with -DFAST (PRESCALE 4), waveform dumped to VCD
cd "$(dirname "$0")"
rm -rf rtl tb "sim results" simres
mkdir -p rtl tb simres
cp ../../designs/vesuvianite_timer/vesuvianite_timer.v rtl/
cp ../../designs/vesuvianite_timer/vesuvianite_timer_tb.v tb/
iverilog -g2005 -DFAST -o simres/timer_fast.vvp rtl/vesuvianite_timer.v tb/vesuvianite_timer_tb.v
(cd simres && vvp -n timer_fast.vvp > vvp_fast.out 2>&1)
rm -f simres/timer_fast.vvp
