#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# servo_pulse_gen, run 1 of 2: 20 ns clock from servo_20ns.sdc (read_sdc); yosys -s -l servo_r.log;
# min_max with -format full_clock; report_wns / report_tns / report_worst_slack
cp ../../designs/servo_pulse_gen/servo_pulse_gen.v .
cat > servo.ys <<EOT
read_verilog servo_pulse_gen.v
hierarchy -check -top servo_pulse_gen
synth -top servo_pulse_gen
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr servo_pulse_gen_net.v
EOT
yosys -s servo.ys -l servo_r.log > /dev/null
cat > servo_20ns.sdc <<EOT
create_clock -name clk -period 20 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
EOT
cat > servo_r_sta.tcl <<EOT
read_liberty $LIB
read_verilog servo_pulse_gen_net.v
link_design servo_pulse_gen
read_sdc servo_20ns.sdc
report_checks -path_delay min_max -format full_clock -digits 3
report_wns
report_tns
report_worst_slack
EOT
sta -no_splash -exit servo_r_sta.tcl > servo_r_sta.rpt 2>&1
