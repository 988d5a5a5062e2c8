#!/usr/bin/env bash
# Regenerates this run folder. Library: $OSU035_LIB, or the qflow osu035 copy in the main checkout.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"

cat > vending.ys <<YS
read_liberty -lib $LIB
read_verilog vending.v
synth -top vending
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr vending_mapped.v
YS
yosys -l fsm_build.log -s vending.ys > /dev/null
cat > vending_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog vending_mapped.v
link_design vending
create_clock -name vclk_sys -period 6 [get_ports clk]
set_input_delay 1.5 -clock vclk_sys [get_ports {coin5 coin10}]
set_output_delay 1.0 -clock vclk_sys [all_outputs]
set_load 0.02 [all_outputs]
report_clock_properties
report_checks -path_delay max -group_count 2
report_wns
report_tns
TCL
sta -no_splash -exit vending_sta.tcl > vending_timing.txt 2>&1
