#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# wb_slave_regs: splitnets -ports + insbuf -buf BUFX2 A Y after mapping, check; yosys -p > out 2>&1 (command in yosys_cmd.txt); 5 ns; set_driving_cell / set_load; report_net / report_instance; report_check_types; report_worst_slack
cp ../../designs/wb_slave_regs/wb_slave_regs.v .
CMD="read_verilog wb_slave_regs.v; hierarchy -check -top wb_slave_regs; synth -top wb_slave_regs; splitnets -ports; dfflibmap -liberty $LIB; abc -liberty $LIB; insbuf -buf BUFX2 A Y; opt_clean; check; stat -liberty $LIB; write_verilog -noattr wb_slave_regs_net.v"
echo "yosys -p \"$CMD\" > wb_yosys_out.txt 2>&1" > yosys_cmd.txt
yosys -p "$CMD" > wb_yosys_out.txt 2>&1
# instance that drives the stb_echo port, taken from the netlist
ECHO_BUF=$(awk '/^  [A-Z0-9]+ _[0-9]+_ \(/{inst=$2} /\.Y\(stb_echo\)/{print inst}' wb_slave_regs_net.v)
echo "stb_echo driver instance: $ECHO_BUF" > echo_buf.txt
cat > wb_sta.tcl <<EOT
read_liberty $LIB
read_verilog wb_slave_regs_net.v
link_design wb_slave_regs
create_clock -name wb_clk -period 5 [get_ports clk_i]
set_input_delay 1.2 -clock wb_clk [delete_from_list [all_inputs] [get_ports clk_i]]
set_output_delay 1.0 -clock wb_clk [all_outputs]
set_driving_cell -lib_cell INVX1 -pin Y [delete_from_list [all_inputs] [get_ports clk_i]]
set_load 0.08 [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -through [get_ports stb_echo] -digits 3
report_net -connections -verbose ack_o
report_instance -connections -verbose $ECHO_BUF
report_check_types -max_transition -min_pulse_width
report_worst_slack -digits 3
report_worst_slack -min
EOT
sta -no_splash -exit wb_sta.tcl > wb_sta.rpt 2>&1
