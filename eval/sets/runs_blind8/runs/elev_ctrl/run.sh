#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# elev_ctrl: FSM extracted by Yosys (fsm pass); yosys -l elev.log -s elev.ys; setup+hold timing
cp ../../designs/elev_ctrl/elev_ctrl.v .
cat > elev.ys <<EOT
read_verilog elev_ctrl.v
hierarchy -check -top elev_ctrl
synth -top elev_ctrl
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr elev_ctrl_net.v
read_liberty -lib $LIB
check
EOT
yosys -l elev.log -s elev.ys > /dev/null
cat > elev_sta.tcl <<EOT
read_liberty $LIB
read_verilog elev_ctrl_net.v
link_design elev_ctrl
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst_n req_valid req_floor* at_floor door_done}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_worst_slack
report_tns
EOT
sta -no_splash -exit elev_sta.tcl > elev_timing.rpt 2>&1
