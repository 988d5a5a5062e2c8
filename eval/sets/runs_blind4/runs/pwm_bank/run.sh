#!/usr/bin/env bash
# Regenerates this run folder. Library: $OSU035_LIB, or the qflow osu035 copy in the main checkout.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"

cat > flow.ys <<YS
read_liberty -lib $LIB
read_verilog pwm_bank.v
hierarchy -check -top pwm_bank
synth -top pwm_bank
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr pwm_bank_netlist.v
YS
yosys -l yosys.log -s flow.ys > /dev/null
cat > sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog pwm_bank_netlist.v
link_design pwm_bank
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins}
report_tns
report_wns
TCL
sta -no_splash -exit sta.tcl > sta_report.txt 2>&1
