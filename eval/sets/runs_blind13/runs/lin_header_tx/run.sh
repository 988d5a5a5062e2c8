#!/bin/bash
set -u
cd "$(dirname "$0")"
# lin_header_tx: generic gates only (no liberty, no area); synth split at the 'fine' label with share / opt -full /
# hilomap in between; yosys -p > log 2>&1; only the log is kept (RTL copy removed, no netlist); not timed
cp ../../designs/lin_header_tx/lin_header_tx.v .
yosys -p "read_verilog lin_header_tx.v; hierarchy -check -top lin_header_tx; synth -top lin_header_tx -run begin:fine; share -aggressive; opt -full; synth -top lin_header_tx -run fine:; hilomap -hicell TIEHI Y -locell TIELO Y; stat" > lin_generic.log 2>&1
rm -f lin_header_tx.v
