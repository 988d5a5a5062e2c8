#!/usr/bin/env bash
# Regenerates this run folder. Library: $OSU035_LIB, or the qflow osu035 copy in the main checkout.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"

PERIOD=${PERIOD:-3.55}
cat > pop.ys <<YS
read_liberty -lib $LIB
read_verilog popcount16.v
synth -top popcount16
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr popcount16.vg
YS
yosys -q -l pop.log -s pop.ys > /dev/null
cat > pop_sta.tcl <<TCL
read_liberty \$::env(OSU035_LIB)
read_verilog popcount16.vg
link_design popcount16
create_clock -name clk -period $PERIOD [get_ports clk]
set_input_delay 0.3 -clock clk [get_ports word*]
set_output_delay 0.3 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay min_max
report_wns
report_tns
TCL
sta -no_splash -exit pop_sta.tcl > pop_sta 2>&1
