#!/bin/bash
# ruby_uartrx: Icarus simulation (CLKS_PER_BIT=16 in the testbench), then generic yosys synthesis
# of the receiver for the real baud rate (CLKS_PER_BIT=434: 50 MHz / 115200) to get a cell count.
cd "$(dirname "$0")"
R=results.2024-05-17
rm -rf "$R" ruby_uartrx.v ruby_uartrx_tb.v
mkdir -p "$R"
cp ../../designs/ruby_uartrx/ruby_uartrx.v ../../designs/ruby_uartrx/ruby_uartrx_tb.v .

iverilog -Wall -o "$R/uartrx_tb.vvp" ruby_uartrx_tb.v ruby_uartrx.v 2> "$R/compile.txt"
vvp -n "$R/uartrx_tb.vvp" > "$R/sim_transcript.txt"

yosys -q -l "$R/synth_434.log" -p "
read_verilog ruby_uartrx.v
chparam -set CLKS_PER_BIT 434 ruby_uartrx
synth -top ruby_uartrx
stat
write_verilog -noattr $R/ruby_uartrx_434.v
"
