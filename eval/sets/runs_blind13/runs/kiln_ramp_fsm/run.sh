#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# kiln_ramp_fsm: step-by-step flow (no synth macro), FSM recoded to binary with an encoding file;
# yosys -q -l; 8 ns; report_power; report_check_types; check_setup
cp ../../designs/kiln_ramp_fsm/kiln_ramp_fsm.v .
cat > kiln.ys <<EOT
read_verilog kiln_ramp_fsm.v
hierarchy -check -top kiln_ramp_fsm
proc
opt_expr
opt_clean
check
opt -nodffe -nosdff
fsm -encoding binary -encfile kiln_fsm_enc.txt
opt
wreduce
alumacc
share
opt
memory -nomap
opt_clean
techmap
opt -fast
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr kiln_ramp_fsm_net.v
EOT
yosys -q -l kiln_build.log -s kiln.ys
cat > kiln_sta.tcl <<EOT
read_liberty $LIB
read_verilog kiln_ramp_fsm_net.v
link_design kiln_ramp_fsm
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_driving_cell -lib_cell BUFX2 -pin Y [delete_from_list [all_inputs] [get_ports clk]]
set_load 0.08 [all_outputs]
check_setup -verbose -unconstrained_endpoints
report_checks -path_delay min_max -digits 3
report_check_types -max_transition -verbose
report_clock_skew -setup
report_power
report_worst_slack -max
report_worst_slack
EOT
sta -no_splash -exit kiln_sta.tcl > kiln_sta.rpt 2>&1
