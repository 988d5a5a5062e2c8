#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# wrr_sched3: proc + opt -full + share before synth; yosys -p > yosys_out.txt 2>&1 (command in yosys_cmd.txt);
# STA 6 ns with set_case_analysis 0 on test_mode, check_setup, -group_count/-format end, report_tns
cp ../../designs/wrr_sched3/wrr_sched3.v .
CMD="read_verilog wrr_sched3.v; hierarchy -check -top wrr_sched3; proc; opt -full; share -aggressive; opt -full; synth -top wrr_sched3; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr wrr_sched3_net.v"
echo "yosys -p \"$CMD\" > yosys_out.txt 2>&1" > yosys_cmd.txt
yosys -p "$CMD" > yosys_out.txt 2>&1
cat > wrr_sta.tcl <<EOT
read_liberty $LIB
read_verilog wrr_sched3_net.v
link_design wrr_sched3
create_clock -name sclk -period 6 [get_ports clk]
set_input_delay 1.2 -clock sclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock sclk [all_outputs]
set_case_analysis 0 [get_ports test_mode]
check_setup -verbose
report_checks -path_delay max -group_count 4 -endpoint_count 1 -format end
report_checks -path_delay max -digits 3
report_tns
report_wns
EOT
sta -no_splash -exit wrr_sta.tcl > wrr_sta.txt 2>&1
