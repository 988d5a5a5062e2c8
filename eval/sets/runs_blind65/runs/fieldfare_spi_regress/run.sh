#!/bin/bash
# SPI master: self-checking loopback simulation, then a quick generic synth for a size estimate.
cd "$(dirname "$0")"
rm -f *.log *.vvp *.json
cp ../../designs/fieldfare_spi/fieldfare_spi.v ../../designs/fieldfare_spi/fieldfare_spi_tb.v .
iverilog -g2005 -Wall -o spi_tb.vvp fieldfare_spi_tb.v fieldfare_spi.v > compile.log 2>&1
vvp -n spi_tb.vvp > sim.log 2>&1
rm -f spi_tb.vvp
yosys -l synth_estimate.log -p "read_verilog fieldfare_spi.v; synth -top fieldfare_spi; stat" > /dev/null
