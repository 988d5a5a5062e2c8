#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# servo_pulse_gen, run 2 of 2: same RTL, 2.5 ns clock inline, input delay 0.5; setup violations;
# endpoint table (-group_count 6 -endpoint_count 1 -format end); yosys -p > servo_t_yosys.txt 2>&1
cp ../../designs/servo_pulse_gen/servo_pulse_gen.v .
yosys -p "read_verilog servo_pulse_gen.v; hierarchy -check -top servo_pulse_gen; synth -top servo_pulse_gen; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr servo_pulse_gen_net.v" > servo_t_yosys.txt 2>&1
cat > servo_t_sta.tcl <<EOT
read_liberty $LIB
read_verilog servo_pulse_gen_net.v
link_design servo_pulse_gen
create_clock -name clk -period 2.5 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -group_count 6 -endpoint_count 1 -format end
report_checks -path_delay max -digits 3
report_worst_slack
report_tns
EOT
sta -no_splash -exit servo_t_sta.tcl > servo_t_sta.rpt 2>&1
