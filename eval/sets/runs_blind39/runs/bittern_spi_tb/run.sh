#!/bin/bash
# bittern_spi_tb: RTL simulation of the SPI master against a mode-0 slave model (4 frames).
cd "$(dirname "$0")"
rm -rf tb sim.d
mkdir -p tb sim.d
cp ../../designs/bittern_spim/bittern_spim.v ../../designs/bittern_spim/bittern_spim_tb.v tb/
iverilog -g2005 -Wall -s bittern_spim_tb -o sim.d/bittern_tb.vvp tb/bittern_spim.v tb/bittern_spim_tb.v > sim.d/compile.log 2>&1
vvp -n sim.d/bittern_tb.vvp > sim.d/transcript.log 2>&1
