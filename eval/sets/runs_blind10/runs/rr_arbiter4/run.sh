#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# rr_arbiter4: hierarchy kept (rr_state, rr_pick x2), per-module stat; report_checks -through the masked picker; script as positional arg > txt 2>&1
cp ../../designs/rr_arbiter4/rr_arbiter4.v ../../designs/rr_arbiter4/rr_pick.v .
cat > rr.ys <<EOT
read_verilog rr_pick.v rr_arbiter4.v
hierarchy -check -top rr_arbiter4
synth -top rr_arbiter4
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr rr_arbiter4_hier.v
EOT
yosys rr.ys > rr_yosys.txt 2>&1
cat > rr_sta.tcl <<EOT
read_liberty $LIB
read_verilog rr_arbiter4_hier.v
link_design rr_arbiter4
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -through [get_pins u_pick_m/any] -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit rr_sta.tcl > rr_sta.rpt 2>&1
