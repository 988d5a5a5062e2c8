#!/usr/bin/env bash
# Regenerates this run folder. Library: $OSU035_LIB, or the qflow osu035 copy in the main checkout.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"

cat > fir.ys <<YS
read_liberty -lib $LIB
read_verilog fir4tap.v
synth -top fir4tap -flatten
dfflibmap -liberty $LIB
abc -D 5000 -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr fir4tap_gates.v
YS
yosys -l synth.log -s fir.ys > /dev/null
cat > fir_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog fir4tap_gates.v
link_design fir4tap
create_clock -name fclk -period 5 [get_ports clk]
set_input_delay 0.5 -clock fclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock fclk [all_outputs]
set_input_transition 0.1 [all_inputs]
set_load 0.03 [all_outputs]
report_checks -path_delay max -digits 4
report_worst_slack
report_tns
report_wns
TCL
sta -exit fir_sta.tcl > fir_timing.rpt 2>&1
