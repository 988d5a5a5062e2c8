#!/usr/bin/env bash
# Regenerates this run folder. Library: $OSU035_LIB, or the qflow osu035 copy in the main checkout.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"

cat > skid.ys <<YS
read_liberty -lib $LIB
read_verilog skid_buffer.v
synth -top skid_buffer
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
tee -o skid_area.txt stat -liberty $LIB
write_verilog -noattr skid_buffer_syn.v
YS
yosys -l skid_yosys.log -s skid.ys > /dev/null
cat > hold.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog skid_buffer_syn.v
link_design skid_buffer
create_clock -name clk -period 4 [get_ports clk]
set_clock_uncertainty -hold 0.9 [get_clocks clk]
set_clock_uncertainty -setup 0.2 [get_clocks clk]
set_input_delay -max 1.2 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_input_delay -min 0.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay min -group_count 3
report_checks -path_delay max
report_worst_slack -digits 3
report_tns
TCL
sta -no_splash -exit hold.tcl > hold_check.log 2>&1
