#!/bin/bash
# tenrec_spimaster: self-checking iverilog simulation against a SPI slave model (CLK_DIV=3),
# then a generic yosys synth of the RTL for a size estimate.
cd "$(dirname "$0")"
rm -rf rtl tb sim synth .history_sta
mkdir -p rtl tb sim synth
cp ../../designs/tenrec_spimaster/tenrec_spimaster.v rtl/
cp ../../designs/tenrec_spimaster/tenrec_spimaster_tb.v tb/

iverilog -g2005 -Wall -o sim/tenrec_spimaster_tb.vvp -s tenrec_spimaster_tb tb/tenrec_spimaster_tb.v rtl/tenrec_spimaster.v \
    > sim/compile.log 2>&1
vvp -n sim/tenrec_spimaster_tb.vvp > sim/transcript.log 2>&1

yosys -l synth/generic.log -p "read_verilog rtl/tenrec_spimaster.v; synth -top tenrec_spimaster; stat" > /dev/null
