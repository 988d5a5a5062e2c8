#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# credit_ctrl: hierarchy kept (credit_pool, stall_gen sub-modules); multicycle path from the config register; yosys -l -s
cp ../../designs/credit_ctrl/credit_ctrl.v ../../designs/credit_ctrl/credit_pool.v .
cat > credit.ys <<EOT
read_verilog credit_pool.v credit_ctrl.v
hierarchy -check -top credit_ctrl
synth -top credit_ctrl
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr credit_ctrl_hier.v
EOT
yosys -l credit.log -s credit.ys > /dev/null
cat > credit_sta.tcl <<EOT
read_liberty $LIB
read_verilog credit_ctrl_hier.v
link_design credit_ctrl
create_clock -name clk -period 3 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
# lowmark_q only changes while the link is idle: give its fan-out two cycles
set_multicycle_path -setup 2 -through [get_pins u_stall/lowmark*]
set_multicycle_path -hold 1 -through [get_pins u_stall/lowmark*]
report_checks -path_delay max -digits 3
report_checks -path_delay max -through [get_pins u_stall/lowmark*] -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit credit_sta.tcl > credit_sta.rpt 2>&1
