#!/bin/bash
# SPI master: self-checking simulation with a behavioural slave, then a quick generic synth.
cd "$(dirname "$0")"
mkdir -p rtl tb sim syn
cp ../../designs/danburite_spi/danburite_spi.v rtl/
cp ../../designs/danburite_spi/danburite_spi_tb.v tb/
iverilog -g2012 -o sim/danburite_spi_tb.vvp rtl/danburite_spi.v tb/danburite_spi_tb.v > sim/compile.log 2>&1
vvp -n sim/danburite_spi_tb.vvp > sim/transcript.log 2>&1
yosys -l syn/yosys.log -p "
read_verilog rtl/danburite_spi.v
synth -top danburite_spi
stat
write_verilog -noattr syn/danburite_spi_gen.v
" > /dev/null
