#!/bin/bash
# Regenerates runs/popcount16_comb: combinational only, timed against a virtual clock.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/popcount16_comb/popcount16_comb.v .

cat > pop.ys <<EOF
read_verilog popcount16_comb.v
synth -top popcount16_comb
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr popcount16_comb_syn.v
EOF
yosys -s pop.ys | tee pop_yosys.log > /dev/null

cat > vclk.tcl <<EOF
read_liberty $LIB
read_verilog popcount16_comb_syn.v
link_design popcount16_comb
create_clock -name vclk -period 15
set_input_delay 2.0 -clock vclk [all_inputs]
set_output_delay 2.0 -clock vclk [all_outputs]
set_load 0.1 [all_outputs]
report_checks -digits 4
report_worst_slack -digits 4
EOF
sta -no_splash -exit vclk.tcl > vclk_timing.rpt 2>&1
