#!/bin/bash
# traffic_ctrl (module TrafficCtrl): FSM extraction on, 50 MHz constraint
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/traffic_ctrl/traffic_ctrl.v .
cat > synth_traffic.ys <<YS
read_verilog traffic_ctrl.v
hierarchy -top TrafficCtrl
synth -top TrafficCtrl
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr traffic_ctrl_gl.v
YS
yosys -l traffic.log synth_traffic.ys > /dev/null

cat > sta_traffic.tcl <<TCL
read_liberty $LIB
read_verilog traffic_ctrl_gl.v
link_design TrafficCtrl
create_clock -name clk_50 -period 20 [get_ports clk_50]
set_input_delay 4.0 -clock clk_50 [get_ports {reset ped_req car_side}]
set_output_delay 4.0 -clock clk_50 [all_outputs]
set_load 0.1 [all_outputs]
report_checks
report_check_types -max_delay -min_delay -verbose
report_worst_slack
TCL
sta -no_splash -exit sta_traffic.tcl > traffic_sta.txt 2>&1
