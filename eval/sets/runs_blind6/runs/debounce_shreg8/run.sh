#!/bin/bash
# Regenerates runs/debounce_shreg8: setup passes, hold checked with 1.2 ns hold uncertainty.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/debounce_shreg8/debounce_shreg8.v .

cat > debounce.ys <<EOF
read_verilog debounce_shreg8.v
synth -top debounce_shreg8
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr debounce_shreg8_gl.v
EOF
yosys -q -s debounce.ys -l synth_debounce.log

cat > hold_check.tcl <<EOF
read_liberty $LIB
read_verilog debounce_shreg8_gl.v
link_design debounce_shreg8
create_clock -name clk -period 20 [get_ports clk]
set_clock_uncertainty -hold 1.2 [get_clocks clk]
set_input_delay 0.0 -clock clk [get_ports btn_raw]
set_output_delay 0.0 -clock clk [get_ports btn_clean]
report_checks -path_delay min -digits 3
report_checks -path_delay max -digits 3
report_check_types -all_violators
EOF
sta -no_splash -exit hold_check.tcl > sta_out.txt 2>&1
