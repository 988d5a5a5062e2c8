#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# bitser_mult: hierarchy kept (bs_ctrl, bs_opreg, bs_acc); set_multicycle_path -setup 3 through the stable multiplicand (u_acc/mcand); yosys -s with -L
cp ../../designs/bitser_mult/bitser_mult.v .
cat > bsm.ys <<EOT
read_verilog bitser_mult.v
hierarchy -check -top bitser_mult
synth -top bitser_mult
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr bitser_mult_h.v
EOT
yosys -s bsm.ys -L bsm.log > /dev/null
cat > bsm_sta.tcl <<EOT
read_liberty $LIB
read_verilog bitser_mult_h.v
link_design bitser_mult
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 0.8 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.8 -clock clk [all_outputs]
# mcand (the u_opa register) is loaded once per product and then held for 8 cycles
set_multicycle_path -setup 3 -through [get_pins u_acc/mcand*]
set_multicycle_path -hold 2 -through [get_pins u_acc/mcand*]
report_checks -path_delay max -digits 3
report_checks -path_delay max -through [get_pins u_acc/mcand*] -digits 3
report_wns
report_tns
report_worst_slack
EOT
sta -no_splash -exit bsm_sta.tcl > bsm_sta.rpt 2>&1
