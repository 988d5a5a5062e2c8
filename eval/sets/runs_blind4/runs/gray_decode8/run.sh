#!/usr/bin/env bash
# Regenerates this run folder. Library: $OSU035_LIB, or the qflow osu035 copy in the main checkout.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"

cat > gray.ys <<YS
read_liberty -lib $LIB
read_verilog gray_decode8.v
synth -top gray_decode8
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr gray_decode8_syn.v
YS
yosys -l gray.log -s gray.ys > /dev/null
cat > gray_io.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog gray_decode8_syn.v
link_design gray_decode8
create_clock -name vclk -period 3.5
set_input_delay 0.5 -clock vclk [all_inputs]
set_output_delay 0.8 -clock vclk [all_outputs]
set_input_transition 0.2 [all_inputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins}
report_wns
report_tns
TCL
sta -no_splash -exit gray_io.tcl > gray_timing.rpt 2>&1
