#!/usr/bin/env bash
# Regenerates this run folder. Library: $OSU035_LIB, or the qflow osu035 copy in the main checkout.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"

cat > fifo.ys <<YS
read_liberty -lib $LIB
read_verilog rtl/fifo16x4.v
synth -top fifo16x4
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr fifo16x4_synth.v
YS
yosys -l fifo_yosys.log -s fifo.ys > /dev/null
cat > fifo_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog fifo16x4_synth.v
link_design fifo16x4
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay min_max
report_worst_slack
report_tns -digits 3
TCL
sta -no_splash -exit fifo_sta.tcl > fifo_sta.rpt 2>&1
